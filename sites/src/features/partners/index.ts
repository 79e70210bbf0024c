export { partnerBenefits } from './partner-benefits';
export { PartnersStrip } from './partners-strip';
