export { professionalKeys } from './keys';
export {
  FEATURED_PROFESSIONALS,
  getFeaturedProfessionals,
  getProfessionalOptions,
  getTeam,
  localizeProfessional,
  PUBLIC_PROFESSIONAL_COLUMNS,
  useFeaturedProfessionals,
  useProfessionalOptions,
  useTeam,
  type LocalizedProfessional,
  type Professional,
  type ProfessionalOption,
  type PublicProfessional,
} from './professional-queries';
export {
  createProfessional,
  deleteProfessional,
  updateProfessional,
  useProfessionalActions,
} from './professional-mutations';
export {
  professionalSchema,
  toProfessionalRow,
  type ProfessionalFormValues,
} from './professional.schema';
