import { OFFER_CALCULATOR_ID } from "@/lib/course/offer-calculator-path";
import { OfferCalculatorIsland } from "@/features/offers/offer-calculator-island";
import { formatRupees, offerValue, type Offer } from "@/features/offers/offer-value";

// Two offers of the kind learners compare, worked through by the same arithmetic as the calculator, so the lesson
// explains it in full to a reader without JavaScript. Illustrative numbers, not reported pay.
const EXAMPLES: { name: string; offer: Offer }[] = [
  {
    name: "A listed company",
    offer: {
      fixed: 3_000_000, variable: 500_000, variablePayoutPercent: 80, joiningBonus: 300_000, relocationBonus: 100_000, noticeBuyout: 0,
      equity: { kind: "rsu", shares: 400, strike: 0, currentValue: 2_500, vestingYears: 4, cliffMonths: 12 },
    },
  },
  {
    name: "A funded startup",
    offer: {
      fixed: 2_400_000, variable: 0, variablePayoutPercent: 100, joiningBonus: 0, relocationBonus: 0, noticeBuyout: 200_000,
      equity: { kind: "esop", shares: 2_000, strike: 100, currentValue: 600, vestingYears: 5, cliffMonths: 12 },
    },
  },
];

/** `<OfferCalculator />`: the offer comparison, explained with a worked example and then live in the browser. */
export function OfferCalculator() {
  const worked = EXAMPLES.map((example) => ({ ...example, value: offerValue(example.offer) }));
  return (
    // The heading carries no id: ids on a lesson's headings are the anchors search and "On this page" link to, and
    // this one is not a section of the lesson's text. The section's id is where the navigation's "Offer calculator" lands.
    <section id={OFFER_CALCULATOR_ID} aria-label="Compare your offers" className="my-8 scroll-mt-20 space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="mt-0">Compare your offers</h3>
      <p>
        <strong>First-year cash</strong> is fixed pay, the variable pay you expect to be paid, and the one-off joining and relocation
        bonuses and notice buy-out. <strong>Four-year value</strong> is four years of fixed and expected variable pay, the one-offs once,
        and the equity that vests within four years at today&apos;s value less the strike. No raises, no tax, and today&apos;s share
        value: real offers differ on all three, so compare like with like.
      </p>
      <table>
        <caption className="text-left text-sm">Worked example (illustrative numbers)</caption>
        <thead>
          <tr>
            <th scope="col">Offer</th>
            <th scope="col">First-year cash</th>
            <th scope="col">Four-year equity</th>
            <th scope="col">Four-year value</th>
          </tr>
        </thead>
        <tbody>
          {worked.map(({ name, value }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{formatRupees(value.firstYearCash)}</td>
              <td>{formatRupees(value.fourYearEquity)}</td>
              <td>{formatRupees(value.fourYearValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        The listed company: ₹30 lakh fixed plus ₹5 lakh variable expected at 80% (₹4 lakh), ₹3 lakh joining and ₹1 lakh
        relocation bonus; 400 RSUs at ₹2,500 vesting over four years after a one-year cliff. The startup: ₹24 lakh fixed and a
        ₹2 lakh notice buy-out; 2,000 options at a ₹100 strike, valued at ₹600 in the last round, vesting over five years, so
        only 1,600 vest within four. The startup pays less cash now and its equity is worth something only if the company is
        sold or lists, or buys shares back.
      </p>
      <OfferCalculatorIsland />
    </section>
  );
}
