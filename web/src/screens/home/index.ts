// What other screens areas may use from the home area: the list of the app's areas (its tiles).
export { type Area, type AreaKey, areas } from './areas';
