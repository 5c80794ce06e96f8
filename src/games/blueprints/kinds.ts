// The blueprints step kinds on the kernel's queue (ids from the kernel's first game kind).
export const K = { DECLARE: 2, USE: 3, BLOCK: 4, HIT: 5, SPEND: 6, DEATHS: 7, END: 8 } as const;
