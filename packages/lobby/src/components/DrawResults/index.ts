export { DrawResults, type DrawResultsProps } from './DrawResults';
