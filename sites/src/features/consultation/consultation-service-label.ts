import { CONSULTATION_SERVICES, type ConsultationService } from '@inzira/shared-data/consultations';
import { m } from '../../paraglide/messages.js';

/** A consultation service's name as the visitor reads it; the row keeps the English value. */
export function consultationServiceLabel(service: ConsultationService): string {
  switch (service) {
    case 'Content Creation':
      return m.consultation_service_content();
    case 'Digital Marketing':
      return m.consultation_service_marketing();
    case 'Social Media Management':
      return m.consultation_service_social();
    case 'Web Development':
      return m.consultation_service_web();
    case 'Brand Design':
      return m.consultation_service_brand();
    case 'Video Production':
      return m.consultation_service_video();
    case 'Other':
      return m.consultation_service_other();
  }
}

const isConsultationService = (value: string): value is ConsultationService =>
  CONSULTATION_SERVICES.some((service) => service === value);

/** A stored service in the page's language; a value the form never offered stays as stored. */
export const consultationServiceName = (stored: string): string =>
  isConsultationService(stored) ? consultationServiceLabel(stored) : stored;
