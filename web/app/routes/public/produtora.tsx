import { ContactForm } from '../../../features/producer/components/contact-form';
import {
  ContactSection,
  Portfolio,
  ProducerHero,
  Services,
  Stats,
} from '../../../features/producer/components/producer-sections';

export function Component() {
  return (
    <>
      <ProducerHero />
      <Services />
      <Portfolio />
      <Stats />
      <ContactSection form={<ContactForm />} />
    </>
  );
}
