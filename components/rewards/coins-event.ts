/** Dispatched on window when coins were earned (the /rewards page renders its figures again). */
export const COINS_EARNED_EVENT = 'chalchitra:coins-earned';
