"use client";

import dynamic from "next/dynamic";

/**
 * The calculator's form, loaded only on a page that shows it and only in the browser: every lesson shares one page
 * bundle, and the form would do nothing before hydration anyway (the lesson's worked example explains it until then).
 */
export const OfferCalculatorIsland = dynamic(() => import("./offer-calculator-form").then((module) => module.OfferCalculatorForm), { ssr: false });
