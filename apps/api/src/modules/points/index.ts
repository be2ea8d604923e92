/** What other modules may use of the points module: the reactions to orders and refunds, the round. */
export { followOrderPoints } from './earning.ts';
export { reverseRefundPoints } from './reversal.ts';
export { runPointsRound, type PointsRoundResult } from './round.ts';
