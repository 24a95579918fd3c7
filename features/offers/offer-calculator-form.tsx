"use client";

import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import { BLANK_OFFER, OFFER_FIELDS, offerFromInputs, type OfferFieldKey, type OfferInputs } from "./offer-fields";
import { formatRupees, offerValue } from "./offer-value";

const MAX_OFFERS = 3;

/** Up to three offers side by side, worked out in the browser as they are typed: nothing is sent anywhere. */
export function OfferCalculatorForm() {
  const [offers, setOffers] = useState<OfferInputs[]>([{ ...BLANK_OFFER }, { ...BLANK_OFFER }]);

  const change = (index: number, key: OfferFieldKey, value: string) =>
    setOffers((current) => current.map((offer, at) => (at === index ? { ...offer, [key]: value } : offer)));
  return (
    <div className="not-prose space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        {offers.map((inputs, index) => (
          <OfferColumn key={index} index={index} inputs={inputs} onChange={change} onRemove={offers.length > 1 ? () => setOffers(offers.filter((_, at) => at !== index)) : undefined} />
        ))}
      </div>
      {offers.length < MAX_OFFERS && (
        <button type="button" onClick={() => setOffers([...offers, { ...BLANK_OFFER }])} className="rounded-md border border-violet-700 px-3 py-1.5 text-sm font-medium text-violet-800 hover:bg-violet-50">
          Add an offer
        </button>
      )}
    </div>
  );
}

function OfferColumn({ index, inputs, onChange, onRemove }: {
  index: number;
  inputs: OfferInputs;
  onChange: (index: number, key: OfferFieldKey, value: string) => void;
  onRemove?: () => void;
}) {
  const offer = offerFromInputs(inputs);
  const value = offerValue(offer);
  const notNumbers = OFFER_FIELDS.filter((field) => Number.isNaN(Number(inputs[field.key].trim().replace(/,/g, "") || "0")));
  const negative = OFFER_FIELDS.filter((field) => value.negative.includes(field.key));
  const problems = [
    ...notNumbers.map((field) => `${field.label}: enter a number.`),
    ...negative.map((field) => `${field.label}: amounts cannot be negative.`),
  ];
  const name = `Offer ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      {OFFER_FIELDS.map((field) => (
        <label key={field.key} className="block text-sm text-slate-800">
          {field.label}
          <input inputMode="decimal" value={inputs[field.key]} onChange={(event) => onChange(index, field.key, event.target.value)} className={`${inputClass} mt-1`} />
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
        <button type="button" onClick={onRemove} className="text-sm text-red-800 underline">
          Remove {name.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
