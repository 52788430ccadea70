// What other screens areas may use from the transport area: a bus route's next departure.
export { departureInstant, nextDeparture, type TownClock, townClock } from './departures';
