import { telHref } from '@/config/contact-links';
import { Ltr } from './ltr';

type Row = { label: string };

/**
 * The cream box naming whom to contact, with a phone and an e-mail link: the accessibility
 * statement's coordinator and the privacy policy's contact. Labels come translated.
 */
export function ContactDetails({
  name,
  phone,
  email,
}: {
  name: Row & { value: string };
  phone: Row & { number: string };
  email: Row & { address: string };
}) {
  return (
    <dl className="mt-4 grid gap-2 rounded-card bg-cream p-6 text-lg">
      <div className="flex flex-wrap gap-2">
        <dt className="font-bold">{name.label}:</dt>
        <dd>{name.value}</dd>
      </div>
      <div className="flex flex-wrap gap-2">
        <dt className="font-bold">{phone.label}:</dt>
        <dd>
          <a href={telHref(phone.number)} className="text-brand underline">
            <Ltr>{phone.number}</Ltr>
          </a>
        </dd>
      </div>
      <div className="flex flex-wrap gap-2">
        <dt className="font-bold">{email.label}:</dt>
        {/* The address may break anywhere: with the largest text it is wider than a phone. */}
        <dd className="min-w-0 wrap-anywhere">
          <a href={`mailto:${email.address}`} className="text-brand underline">
            <Ltr>{email.address}</Ltr>
          </a>
        </dd>
      </div>
    </dl>
  );
}
