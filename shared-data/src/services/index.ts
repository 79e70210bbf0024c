export { serviceKeys } from './keys';
export {
  getServiceOptions,
  getServices,
  useServiceOptions,
  useServices,
  PUBLIC_SERVICE_COLUMNS,
  SERVICE_TEXT_FIELDS,
  type LocalizedService,
  type PublicService,
  type Service,
  type ServiceOption,
} from './service-queries';
export {
  createService,
  deleteService,
  updateService,
  useServiceActions,
} from './service-mutations';
export { serviceSchema, toServiceRow, type ServiceFormValues } from './service.schema';
