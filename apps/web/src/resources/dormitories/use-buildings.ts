import { useState } from 'react';
import { useList } from '../../api/resources.ts';

/*
 * The building a warden last chose, kept in this browser: a warden looks after one building, and
 * the roll call and the rooms open on it every night instead of on the first by title.
 */
const BUILDING_KEY = 'kampus.dormBuilding';
const remembered = (): number | undefined => {
  const value = Number(localStorage.getItem(BUILDING_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** The school's boarding buildings and the one chosen: the one chosen last here, else the first. */
export const useBuildings = () => {
  const buildings = useList('dorm_buildings', { page: 1, pageSize: 100, order: { field: 'title', direction: 'asc' } });
  const items = (buildings.data?.items ?? []) as { id: number; title: string; boardingFee?: string | null }[];
  const [picked, setPicked] = useState<number | undefined>(remembered);
  // A remembered building of another school (or gone) is not offered: the first one is.
  const chosen = items.some((item) => item.id === picked) ? picked : items[0]?.id;
  const choose = (id: number): void => {
    localStorage.setItem(BUILDING_KEY, String(id));
    setPicked(id);
  };
  return { query: buildings, items, chosen, choose };
};
