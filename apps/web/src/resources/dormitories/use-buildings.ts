import { useEffect, useState } from 'react';
import { useList } from '../../api/resources.ts';

/** The school's boarding buildings and the one chosen (the first until another is picked). */
export const useBuildings = () => {
  const buildings = useList('dorm_buildings', { page: 1, pageSize: 100, order: { field: 'title', direction: 'asc' } });
  const items = (buildings.data?.items ?? []) as { id: number; title: string; boardingFee?: string | null }[];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const first = items[0]?.id;
  useEffect(() => {
    if (chosen === undefined && first !== undefined) setChosen(first);
  }, [chosen, first]);
  return { query: buildings, items, chosen, choose: setChosen };
};
