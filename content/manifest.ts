import type { CourseManifest } from "../lib/course/types";

/**
 * The course: sidebar groups, their sections and lessons, in the order learners read them. Routes, the sidebar and
 * Previous/Next all come from this list. Each lesson lives in `content/<section>/<slug>.mdx`, and its title here must
 * equal the `title` in that file (`npm run check:content` says so when they differ).
 */
export const courseManifest: CourseManifest = {
  groups: [
    {
      title: "Introduction",
      defaultOpen: true,
      sections: [
        {
          slug: "intro",
          title: "Introduction",
          lessons: [
            { slug: "welcome", title: "Welcome to PM Interview Mastery" },
            { slug: "resume-optimisation", title: "Resume optimisation for PM roles" },
            { slug: "job-application-strategy", title: "Job application strategy" },
            { slug: "question-types", title: "The types of PM interview questions" },
            { slug: "framework", title: "A general framework for answering any PM question" },
            { slug: "grading", title: "How interviewers grade you" },
            { slug: "mock-interviews", title: "Running mock interviews with a partner" },
            { slug: "glossary", title: "Glossary of product and growth terms" },
          ],
        },
      ],
    },
    {
      title: "Estimation Questions",
      sections: [
        {
          slug: "estimation",
          title: "Estimation",
          lessons: [
            { slug: "overview", title: "Estimation questions, explained" },
            { slug: "answering", title: "Answering estimation questions step by step" },
            { slug: "strategies", title: "Estimation strategies and techniques" },
            { slug: "reference", title: "Quick reference figures for India" },
            { slug: "practice", title: "Estimation practice questions" },
          ],
        },
      ],
    },
    {
      title: "Analytical Questions",
      sections: [
        {
          slug: "analytical",
          title: "Analytical",
          lessons: [
            { slug: "intro", title: "Analytical questions, explained" },
            { slug: "ab-testing", title: "Answering A/B testing questions" },
            { slug: "metrics", title: "Answering metrics questions in five steps" },
            { slug: "rubric", title: "The analytical interview rubric" },
            { slug: "practice", title: "Analytical practice questions" },
          ],
        },
      ],
    },
    {
      title: "Execution Questions",
      sections: [
        {
          slug: "execution",
          title: "Execution",
          lessons: [
            { slug: "intro", title: "Execution questions, explained" },
            { slug: "root-cause", title: "Root cause analysis in six steps" },
            { slug: "decision-making", title: "Decision-making and trade-off questions" },
            { slug: "rubric", title: "The execution rubric" },
            { slug: "practice", title: "Execution practice questions" },
          ],
        },
      ],
    },
    {
      title: "Product Design Questions",
      sections: [
        {
          slug: "product-design",
          title: "Product Design",
          lessons: [
            { slug: "intro", title: "Product design questions, explained" },
            { slug: "answering", title: "Answering product design questions in seven steps" },
            { slug: "brainstorming", title: 'Brainstorming and "future of X" questions' },
            { slug: "vision", title: "Setting and presenting a product vision" },
            { slug: "take-home", title: "Take-home assignments: PRDs, teardowns and metrics cases" },
            { slug: "rubric", title: "The product design rubric" },
            { slug: "practice", title: "Product design practice questions" },
          ],
        },
      ],
    },
    {
      title: "Product Strategy Questions",
      sections: [
        {
          slug: "product-strategy",
          title: "Product Strategy",
          lessons: [
            { slug: "intro", title: "Product strategy questions, explained" },
            { slug: "answering", title: "Answering strategy questions in seven steps" },
            { slug: "go-to-market", title: "Go-to-market strategy" },
            { slug: "pricing", title: "Pricing strategy" },
            { slug: "growth", title: "Growth strategies" },
            { slug: "rubric", title: "The product strategy rubric" },
            { slug: "practice", title: "Product strategy practice" },
          ],
        },
      ],
    },
    {
      title: "Behavioral & Technical",
      sections: [
        {
          slug: "behavioral",
          title: "Behavioral",
          lessons: [
            { slug: "mastering", title: "Mastering behavioral interviews" },
            { slug: "story-bank", title: "Building your story bank" },
            { slug: "impact", title: 'Answering "tell me about your biggest impact"' },
            { slug: "sacrifices", title: "Sacrifices and trade-offs you chose" },
            { slug: "customer-problems", title: "Understanding and solving customer problems" },
            { slug: "conflicts", title: "Handling conflicts with engineers, designers and leaders" },
            { slug: "why-company", title: 'Answering "why this company?" and "why product management?"' },
          ],
        },
        {
          slug: "technical",
          title: "Technical",
          lessons: [
            { slug: "intro", title: "Introduction to technical PM questions" },
            { slug: "key-concepts", title: "Key technical concepts for PMs" },
            { slug: "india-stack", title: "India Stack and regulation for PMs" },
            { slug: "tackling", title: "Tackling technical questions" },
            { slug: "evaluating", title: "How technical answers are evaluated" },
            { slug: "practice", title: "Technical practice questions" },
          ],
        },
      ],
    },
    {
      title: "AI Product Questions",
      sections: [
        {
          slug: "ai-product",
          title: "AI Product",
          lessons: [
            { slug: "designing", title: "Designing an LLM feature for Indian users" },
            { slug: "evals", title: "Evaluating AI quality with evals and human review" },
            { slug: "guardrails", title: "Hallucination and safety guardrails" },
            { slug: "cost-latency", title: "Cost per query and latency trade-offs" },
            { slug: "metrics", title: "Metrics for AI features" },
            { slug: "practice", title: "AI product practice questions and rubric" },
          ],
        },
      ],
    },
    {
      title: "Company Guides",
      sections: [
        {
          slug: "companies",
          title: "Company Guides",
          lessons: [
            { slug: "overview", title: "How PM hiring works at Indian companies" },
            { slug: "flipkart", title: "Flipkart PM interview guide" },
            { slug: "swiggy", title: "Swiggy PM interview guide" },
            { slug: "zomato", title: "Zomato and Blinkit (Eternal) PM interview guide" },
            { slug: "razorpay", title: "Razorpay PM interview guide" },
            { slug: "cred", title: "CRED PM interview guide" },
            { slug: "phonepe", title: "PhonePe PM interview guide" },
            { slug: "meesho", title: "Meesho PM interview guide" },
            { slug: "zepto", title: "Zepto PM interview guide" },
            { slug: "offers", title: "Understanding and negotiating PM offers in India" },
          ],
        },
      ],
    },
  ],
};
