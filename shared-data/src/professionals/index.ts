export { professionalKeys } from './keys';
export {
  getFeaturedProfessionals,
  getProfessionalOptions,
  PUBLIC_PROFESSIONAL_COLUMNS,
  useFeaturedProfessionals,
  useProfessionalOptions,
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
