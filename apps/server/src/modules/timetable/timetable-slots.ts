/** A slot as the school writes it in teachers' rules and fixed lessons: weekday 1 (Monday) to 7, period from 1. */
export interface WeekSlot {
  weekday: number;
  period: number;
}

const isSlot = (value: unknown): value is WeekSlot => {
  if (typeof value !== 'object' || value === null) return false;
  const { weekday, period } = value as Record<string, unknown>;
  return (
    Number.isInteger(weekday) &&
    Number.isInteger(period) &&
    Number(weekday) >= 1 &&
    Number(weekday) <= 7 &&
    Number(period) >= 1 &&
    Number(period) <= 16
  );
};

/** The slots of a json field, or undefined when it is not a list of `{weekday, period}` (a 422). */
export const slotsOf = (value: unknown): WeekSlot[] | undefined => {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > 112 || !value.every(isSlot)) return undefined;
  return value.map((slot) => ({ weekday: slot.weekday, period: slot.period }));
};
