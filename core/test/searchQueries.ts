/**
 * What residents type and what must come first, over the demo town (decision 1870): English,
 * Bengali script and romanised Bengali. `first` are the first results' titles in order; `absent`
 * must not be found at all. Run in core (`searchRanking.test.ts`) and over each host's
 * `searchCatalog` read (tests/contract/search.test.ts).
 */
export interface SearchQueryCase {
  query: string;
  first: string[];
  absent?: string[];
  /** Every result is of this kind. */
  only?: string;
}

const potol = ['Potol (Pointed Gourd)'];
const notPotol = ['Musur Dal', 'School Notebooks', 'Paracetamol 500 mg Tablets'];
const busRoutes = ['Bardhaman', 'Bolpur (Santiniketan)', 'Durgapur', 'Kolkata (Esplanade)'];
const generalPhysicians = ['Dr. Amitava Ghosh', 'Dr. Sharmila Roy', 'Dr. Tapas Mondal'];
const potatoes = ['Alu Posto', 'Potato (Jyoti)'];
const eggs = ['Egg Curry', 'Duck Eggs', 'Farm Eggs'];

export const searchQueryTable: SearchQueryCase[] = [
  { query: 'potol', first: potol, absent: notPotol },
  { query: 'পটল', first: potol, absent: notPotol },
  { query: 'alu', first: potatoes, absent: ['Pressure Cooker'] },
  { query: 'aloo', first: potatoes },
  { query: 'আলু', first: potatoes },
  { query: 'dim', first: eggs },
  { query: 'ডিম', first: eggs },
  {
    query: 'police',
    first: ['Police', 'All emergencies: police, fire, ambulance', 'Sonapur Police Station'],
    only: 'emergency',
  },
  { query: 'পুলিশ', first: ['Police'], only: 'emergency' },
  {
    query: 'fire',
    first: ['Fire brigade', 'All emergencies: police, fire, ambulance', 'Sonapur Fire Station'],
    only: 'emergency',
  },
  { query: 'দমকল', first: ['Fire brigade'], absent: ['Tomato'] },
  { query: 'ambulance', first: ['Ambulance (free)'], only: 'emergency' },
  { query: 'অ্যাম্বুলেন্স', first: ['Ambulance (free)'] },
  { query: 'bus', first: busRoutes },
  { query: 'বাস', first: busRoutes },
  { query: 'doctor', first: generalPhysicians },
  { query: 'daktar', first: generalPhysicians },
  { query: 'ডাক্তার', first: generalPhysicians },
  { query: 'rui', first: ['Rohu (Rui) Fish'] },
  { query: 'toto', first: ['Bablu Majhi', 'Gopal Das'] },
  { query: 'bus kolkata', first: ['Kolkata (Esplanade)'] },
];
