import { Phone } from '@/components/icons';
import { telHref } from '@/config/contact-links';
import { getCompany } from '@/lib/settings/company';
import { Ltr } from './ltr';

/** A `tel:` link to the sales line with the phone icon: "Call Now 050-…" (or the label alone). */
export async function CallLink({
  label,
  className,
  showNumber = true,
}: {
  label: string;
  className: string;
  showNumber?: boolean;
}) {
  const { phone } = await getCompany();
  return (
    <a href={telHref(phone)} className={className}>
      <Phone aria-hidden="true" className="size-5" />
      {label}
      {showNumber && (
        <>
          {' '}
          <Ltr>{phone}</Ltr>
        </>
      )}
    </a>
  );
}
