import { useProfessionalOptions } from '@inzira/shared-data/professionals';
import type { OptionsQuery } from '../../common/admin-list/extra-fields';

// A course's instructor is one of the professionals (docs/content-trust.md), or none yet.

/** The professionals to choose from, with "None yet" first so a choice can be taken back. */
export function useInstructorOptions(): OptionsQuery {
  const query = useProfessionalOptions();
  return {
    isLoading: query.isLoading,
    error: query.error,
    data: query.data && [
      { id: '', title: 'None yet' },
      ...query.data.map((professional) => ({
        id: professional.id,
        title: `${professional.full_name} (${professional.title})`,
      })),
    ],
  };
}

/** The instructor's name in the course's view. */
export function InstructorName({ id }: { id: string | null }) {
  const query = useProfessionalOptions();
  if (!id) return 'None yet';
  return query.data?.find((professional) => professional.id === id)?.full_name ?? '';
}
