import { useQuery } from '@tanstack/react-query';

/** The contract's resource declarations, a chunk of their own (about a third of the shell's code had been theirs). */
export const loadDeclarations = () => import('@kampus/contract/resources');

/**
 * The declarations, imported when `wanted` first holds: for a part of the layout that needs them
 * only once the reader acts (the top bar's search). The shell itself never imports them, so a
 * page that does not need them (a home, the gradebook) neither loads nor evaluates them.
 */
export const useDeclarations = (wanted: boolean) =>
  useQuery({
    queryKey: ['contract-declarations'],
    queryFn: loadDeclarations,
    enabled: wanted,
    staleTime: Infinity,
    gcTime: Infinity,
    // A module, not data: kept as imported.
    structuralSharing: false,
  }).data;
