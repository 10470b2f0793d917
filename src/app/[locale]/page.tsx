import { AboutSection } from '@/features/company/components/about-section';
import { FaqSection } from '@/features/company/components/faq-section';
import { HomeHero } from '@/features/company/components/home-hero';
import { ContactSection } from '@/features/contact/components/contact-section';
import { MachinesPreview } from '@/features/machines/components/machines-preview';
import { ProductsPreview } from '@/features/products/components/products-preview';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('home');

/** Home: hero, products, machine locations, about, FAQ, contact (spec order). */
export default function HomePage() {
  return (
    <>
      <StaticPageJsonLd page="home" />
      <HomeHero />
      <ProductsPreview />
      <MachinesPreview />
      <AboutSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
