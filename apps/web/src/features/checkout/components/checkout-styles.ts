export const sectionClass = 'rounded-card border border-line bg-surface p-6';
export const legendClass = 'mb-4 text-xl font-bold float-left w-full';
