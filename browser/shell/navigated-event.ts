/** Fired on window after each in-place navigation of the shell, with the new path as its detail. */
export const NAVIGATED_EVENT = 'shell:navigated';
