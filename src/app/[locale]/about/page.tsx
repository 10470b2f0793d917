import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/company/components/about-section';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('about');

export default function AboutPage() {
  return (
    <>
      <StaticPageJsonLd page="about" />
      <AboutSection headingLevel={1} />
      <ContactSection />
    </>
  );
}
