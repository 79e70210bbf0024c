export { serviceKeys } from './keys';
export {
  getServiceOptions,
  getServices,
  useServiceOptions,
  useServices,
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
