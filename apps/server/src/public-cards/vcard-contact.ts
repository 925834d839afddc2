/** Contact data for a vCard 3.0 file (RFC 2426), as the public card shows it. */
export type VcardContact = {
  name: string | null;
  surname: string | null;
  position: string | null;
  organisationName: string | null;
  phoneNumber: string | null;
  contactEmail: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  organisationStreet: string | null;
  organisationNumber: string | null;
  organisationPlz: string | null;
  organisationCity: string | null;
  organisationCountry: string | null;
  bio: string | null;
  /** The card's own links, each kept with its label. */
  links: ReadonlyArray<{ label: string; url: string }>;
  photoJpeg: Buffer | null;
};
