/** The companies the course has a guide for, in the guides' order: what plans, questions and stories are tagged with. */
export const COMPANIES = [
  { id: "flipkart", name: "Flipkart" },
  { id: "swiggy", name: "Swiggy" },
  { id: "zomato", name: "Zomato" },
  { id: "razorpay", name: "Razorpay" },
  { id: "cred", name: "CRED" },
  { id: "phonepe", name: "PhonePe" },
  { id: "meesho", name: "Meesho" },
  { id: "zepto", name: "Zepto" },
] as const;

export type CompanyId = (typeof COMPANIES)[number]["id"];

export const COMPANY_IDS = COMPANIES.map((company) => company.id) as [CompanyId, ...CompanyId[]];

/** The path of a company's guide lesson. */
export const companyGuidePath = (id: CompanyId) => `/dashboard/companies/${id}`;
