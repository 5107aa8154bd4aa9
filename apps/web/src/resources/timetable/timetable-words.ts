/** A bell time as people read it: "08:30", not "08:30:00". */
export const bellTime = (time: string): string => time.slice(0, 5);

/** Today's date (the browser's) as the date inputs take it. */
export const todayIso = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
