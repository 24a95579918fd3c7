import type { Offer } from "./offer-value";

/** The calculator's inputs: amounts in ₹ lakh as offers are written, the rest as they come. */
export const OFFER_FIELDS = [
  { key: "fixed", label: "Fixed pay (₹ lakh a year)", lakh: true },
  { key: "variable", label: "Variable pay at target (₹ lakh a year)", lakh: true },
  { key: "variablePayoutPercent", label: "Variable you expect to be paid (%)", lakh: false },
  { key: "joiningBonus", label: "Joining bonus (₹ lakh)", lakh: true },
  { key: "relocationBonus", label: "Relocation bonus (₹ lakh)", lakh: true },
  { key: "noticeBuyout", label: "Notice-period buy-out paid (₹ lakh)", lakh: true },
  { key: "shares", label: "ESOPs or RSUs granted (shares)", lakh: false },
  { key: "strike", label: "Strike price (₹ a share; 0 for RSUs)", lakh: false },
  { key: "currentValue", label: "Value today (₹ a share)", lakh: false },
  { key: "vestingYears", label: "Vesting (years)", lakh: false },
  { key: "cliffMonths", label: "Cliff (months)", lakh: false },
] as const;

export type OfferFieldKey = (typeof OFFER_FIELDS)[number]["key"];
export type OfferInputs = Record<OfferFieldKey, string>;

export const BLANK_OFFER: OfferInputs = {
  fixed: "", variable: "", variablePayoutPercent: "100", joiningBonus: "", relocationBonus: "", noticeBuyout: "",
  shares: "", strike: "", currentValue: "", vestingYears: "4", cliffMonths: "12",
};

/** The typed fields as an offer: an empty field is 0, lakh turned into rupees; NaN where a field is not a number. */
export function offerFromInputs(inputs: OfferInputs): Offer {
  const number = (key: OfferFieldKey) => {
    const text = inputs[key].trim().replace(/,/g, "");
    const value = text === "" ? 0 : Number(text);
    return OFFER_FIELDS.find((field) => field.key === key)!.lakh ? value * 1e5 : value;
  };
  const strike = number("strike");
  return {
    fixed: number("fixed"),
    variable: number("variable"),
    variablePayoutPercent: number("variablePayoutPercent"),
    joiningBonus: number("joiningBonus"),
    relocationBonus: number("relocationBonus"),
    noticeBuyout: number("noticeBuyout"),
    equity: {
      kind: strike === 0 ? "rsu" : "esop",
      shares: number("shares"),
      strike,
      currentValue: number("currentValue"),
      vestingYears: number("vestingYears"),
      cliffMonths: number("cliffMonths"),
    },
  };
}
