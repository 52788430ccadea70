/** What other screen areas may take from the orders screens. */
export { followPace, nextFollowDelay } from './followPace';
