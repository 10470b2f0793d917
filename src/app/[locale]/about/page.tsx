import { ContactSection } from '@/features/contact/components/contact-section';
import { AboutSection } from '@/features/company/components/about-section';
import { staticPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = staticPageMetadata('about');

export default function AboutPage() {
  return (
    <>
      <AboutSection headingLevel={1} />
      <ContactSection />
    </>
  );
}
