import { parseNumber } from "@/lib/drills/number";
import type { Offer } from "./offer-value";

/** The calculator's inputs: amounts in ₹ lakh as offers are written, the rest as they come. */
export const OFFER_FIELDS = [
  { key: "fixed", label: "Fixed pay (₹ lakh a year)", lakh: true },
  { key: "variable", label: "Variable pay at target (₹ lakh a year)", lakh: true },
  { key: "variablePayoutPercent", label: "Variable you expect to be paid (%)", lakh: false, percent: true },
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

// A bare number in a lakh field is lakh ("32"); one this large can only be rupees written out ("3200000"): no offer
// pays ₹10,000 lakh (₹100 crore) a year. Digits grouped with commas ("32,00,000") are rupees too.
const BARE_RUPEES_FROM = 1e4;

/**
 * One field as a number: empty is 0; a plain number as typed (a negative one too, which the page then refuses); else
 * read as the drills read an amount ("32 lakh", "32,00,000", "₹1.2 crore"), with offers' "32 L" for lakh. A bare number
 * in a lakh field is lakh unless it is too large to be; a unit or commas make it rupees. NaN when it is not a number.
 */
export function readField(text: string, field: (typeof OFFER_FIELDS)[number]): number {
  const typed = text.trim();
  if (typed === "") return 0;
  const inLakhField = (value: number) => (field.lakh && Math.abs(value) < BARE_RUPEES_FROM ? value * 1e5 : value);
  const plain = Number(typed);
  if (!Number.isNaN(plain)) return inLakhField(plain);
  const parsed = parseNumber(typed.replace(/(\d)\s*l$/i, "$1 lakh"));
  if (!parsed.ok || (parsed.percent && !("percent" in field))) return Number.NaN;
  return /[a-z,]/i.test(typed.replace(/^rs\.?/i, "")) ? parsed.value : inLakhField(parsed.value);
}

/** The typed fields as an offer, amounts in rupees; NaN where a field is not a number. */
export function offerFromInputs(inputs: OfferInputs): Offer {
  const number = (key: OfferFieldKey) => readField(inputs[key], OFFER_FIELDS.find((field) => field.key === key)!);
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
