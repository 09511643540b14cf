import { useEffect } from 'react';
import { takeOverPrerendered } from '../../prerender/take-over.ts';
import { ContactSection } from './contact-section.tsx';
import { Features } from './features-section.tsx';
import { Hero } from './hero.tsx';
import { Footer } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PricingSection } from './pricing-section.tsx';

/** The public home and /landing (part 1 §2), one module per section. */
export function LandingPage() {
  // Served pre-rendered: this render, now on screen (hidden), replaces the copy.
  useEffect(takeOverPrerendered, []);
  return (
    <>
      <LandingHeader />
      <main>
        <Hero />
        <Features />
        <PricingSection />
        <ContactSection />
      </main>
      <Footer />
    </>
  );
}
