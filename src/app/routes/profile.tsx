import { AddressBook } from '@/features/account/addresses/address-book';
import { ProfileView } from '@/features/account/profile/profile-view';

/** `/{lang}/dashboard/profile`, under the auth guard (the guard waits for the session). */
export function Component() {
  return (
    <section>
      <ProfileView
        // The view wraps it in the `#addresses` target the contact page links to.
        addressBook={<AddressBook />}
      />
    </section>
  );
}
