/** Page-rendering workers for `next build`: BUILD_WORKERS when set, else one per core. */
export function renderWorkers(setting: string | undefined): number;
