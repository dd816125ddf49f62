import { useParams } from 'react-router';
import { AddressBook } from '@/features/account/addresses/address-book';
import { ProfileView } from '@/features/account/profile/profile-view';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';

/** `/{lang}/dashboard/profile`, under the auth guard (the guard waits for the session). */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <section>
      <ProfileView
        language={language}
        // The view wraps it in the `#addresses` target the contact page links to.
        addressBook={<AddressBook />}
      />
    </section>
  );
}
