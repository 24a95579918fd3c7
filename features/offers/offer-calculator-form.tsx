"use client";

import { useEffect, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { useMemberFrame } from "@/features/member-frame/member-frame-context";
import { compareOffers } from "./offer-comparison";
import { BLANK_OFFER, OFFER_FIELDS, offerFromInputs, readField, type OfferFieldKey, type OfferInputs } from "./offer-fields";
import { readOffers, writeOffers } from "./offer-storage";
import { formatRupees, offerValue } from "./offer-value";

const MAX_OFFERS = 3;
const BLANK_PAIR = (): OfferInputs[] => [{ ...BLANK_OFFER }, { ...BLANK_OFFER }];
const isBlank = (offers: OfferInputs[]) => offers.every((offer) => OFFER_FIELDS.every(({ key }) => offer[key] === BLANK_OFFER[key]));
const buttonClass = "min-h-11 rounded-md border px-3 py-1.5 text-sm font-medium";

/**
 * Up to three offers side by side, worked out in the browser as they are typed, and which is worth more over four
 * years. Nothing is sent anywhere: the figures are kept on this device, per member, so a reload loses none of them.
 */
export function OfferCalculatorForm() {
  const memberId = useMemberFrame()?.memberId ?? null;
  const [offers, setOffers] = useState<OfferInputs[]>(BLANK_PAIR);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  // The member is known once the frame has loaded (this form runs in the browser only); figures typed before then are
  // kept over the stored ones.
  if (memberId && restoredFor !== memberId) {
    setRestoredFor(memberId);
    const stored = readOffers(memberId);
    if (stored && isBlank(offers)) setOffers(stored);
  }
  useEffect(() => {
    if (memberId && restoredFor === memberId) writeOffers(memberId, isBlank(offers) ? null : offers);
  }, [memberId, restoredFor, offers]);

  const change = (index: number, key: OfferFieldKey, value: string) =>
    setOffers((current) => current.map((offer, at) => (at === index ? { ...offer, [key]: value } : offer)));
  const comparison = compareOffers(
    offers.map((inputs, index) => ({ name: `Offer ${index + 1}`, fourYearValue: usableValue(inputs) })),
  );
  return (
    <div className="not-prose space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        {offers.map((inputs, index) => (
          <OfferColumn key={index} index={index} inputs={inputs} onChange={change} onRemove={offers.length > 1 ? () => setOffers(offers.filter((_, at) => at !== index)) : undefined} />
        ))}
      </div>
      <p aria-live="polite" className="font-semibold text-slate-900">
        {comparison}
      </p>
      <div className="flex flex-wrap gap-3">
        {offers.length < MAX_OFFERS && (
          <button type="button" onClick={() => setOffers([...offers, { ...BLANK_OFFER }])} className={`${buttonClass} border-violet-700 text-violet-800 hover:bg-violet-50`}>
            Add an offer
          </button>
        )}
        <button type="button" onClick={() => setOffers(BLANK_PAIR())} className={`${buttonClass} border-slate-400 text-slate-800 hover:bg-slate-50`}>
          Clear the figures
        </button>
      </div>
    </div>
  );
}

/** An offer's four-year value, or NaN while any of its fields is not a number or is negative. */
function usableValue(inputs: OfferInputs): number {
  const value = offerValue(offerFromInputs(inputs));
  return value.negative.length > 0 ? Number.NaN : value.fourYearValue;
}

function OfferColumn({ index, inputs, onChange, onRemove }: {
  index: number;
  inputs: OfferInputs;
  onChange: (index: number, key: OfferFieldKey, value: string) => void;
  onRemove?: () => void;
}) {
  const offer = offerFromInputs(inputs);
  const value = offerValue(offer);
  const notNumbers = OFFER_FIELDS.filter((field) => Number.isNaN(readField(inputs[field.key], field)));
  const negative = OFFER_FIELDS.filter((field) => value.negative.includes(field.key));
  const problems = [
    ...notNumbers.map((field) => `${field.label}: ${field.lakh ? "enter an amount, e.g. 32, 32 lakh, 32,00,000 or 1.2 crore." : "enter a number."}`),
    ...negative.map((field) => `${field.label}: amounts cannot be negative.`),
  ];
  const name = `Offer ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      {OFFER_FIELDS.map((field) => (
        <label key={field.key} className="block text-sm text-slate-800">
          {field.label}
          <input value={inputs[field.key]} onChange={(event) => onChange(index, field.key, event.target.value)} className={`${inputClass} mt-1`} />
        </label>
      ))}
      <div aria-live="polite" className="space-y-2 text-sm">
        {problems.length > 0 ? (
          <ul role="alert" className="list-disc pl-5 text-red-700">
            {problems.map((problem) => <li key={problem}>{problem}</li>)}
          </ul>
        ) : (
          <dl className="space-y-1 text-slate-900">
            <div><dt className="inline font-medium">First-year cash: </dt><dd className="inline">{formatRupees(value.firstYearCash)}</dd></div>
            <div><dt className="inline font-medium">Equity vested in year one: </dt><dd className="inline">{formatRupees(value.firstYearEquity)}</dd></div>
            <div><dt className="inline font-medium">Four-year value: </dt><dd className="inline">{formatRupees(value.fourYearValue)}</dd></div>
          </dl>
        )}
        {value.underwater && (
          <p className="text-amber-900">
            The strike price is above the value of a share today, so exercising would cost more than the shares are worth: these options
            count as ₹0 until the value passes ₹{offer.equity.strike.toLocaleString("en-IN")} a share.
          </p>
        )}
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} className="min-h-11 text-sm text-red-800 underline">
          Remove {name.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
