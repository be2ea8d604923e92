/**
 * An order's lines are numbered from 1 where people and the API see them (ship and refund forms, error
 * details) and stored by position from 0. Every module converts here, one way.
 */
export const linePosition = {
  fromApi: (number: number): number => number - 1,
  toApi: (position: number): number => position + 1,
};
