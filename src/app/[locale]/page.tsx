import { AboutSection } from '@/features/company/components/about-section';
import { FaqSection } from '@/features/company/components/faq-section';
import { HomeHero } from '@/features/company/components/home-hero';
import { ContactSection } from '@/features/contact/components/contact-section';
import { MachinesPreview } from '@/features/machines/components/machines-preview';
import { ProductsPreview } from '@/features/products/components/products-preview';
import { staticPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = staticPageMetadata('home');

/** Home: hero, products, machine locations, about, FAQ, contact (spec order). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ProductsPreview />
      <MachinesPreview />
      <AboutSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
