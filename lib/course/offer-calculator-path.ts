/** Where the offer calculator lives: a section of the offers lesson, the one place it is drawn. */
export const OFFER_CALCULATOR_ID = "offer-calculator";
export const OFFER_CALCULATOR_PATH = `/dashboard/companies/offers#${OFFER_CALCULATOR_ID}`;
