import type { SenderProfile } from '../../lib/senderProfile';
import { SealImage } from './SealImage';

interface Props {
  profile: SenderProfile;
  /** The image's text alternative, in the document's language. */
  sealAlt: string;
  /** Show the department and person under the company. */
  withPerson?: boolean;
  className?: string;
}

/**
 * The sender's company (and, when asked, department and person) with the seal or logo image,
 * as it stands at the top right of a printed document. Nothing when the profile has none.
 */
export function SenderProfileLetterhead({
  profile,
  sealAlt,
  withPerson = false,
  className = '',
}: Props) {
  const company = profile.companyName.trim();
  const person = withPerson
    ? [profile.department.trim(), profile.personName.trim()].filter(Boolean).join(' ')
    : '';
  if (!company && !person && !profile.sealImage) return null;
  return (
    <div className={`flex items-center justify-end gap-2 text-right ${className}`}>
      <div className="min-w-0">
        {company && <p className="font-bold break-words">{company}</p>}
        {person && <p className="text-[9pt] break-words">{person}</p>}
      </div>
      <SealImage src={profile.sealImage} alt={sealAlt} className="h-[16mm] w-[16mm] shrink-0" />
    </div>
  );
}
