import { execFileSync } from 'node:child_process';
import type { PersonBirth } from '@astrosetu/contracts';
import { computeKundli, resolveMoment, vivahMuhurtas, withoutChandrashtama } from '../../../astrology';
import { buildDeliverable, type DeliverableContext } from '../build-deliverable';

/** The Premium match's promised "Wedding muhurat selection": in the view (on site) and in the PDF. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

const bride: PersonBirth = {
  name: 'Priya Sharma', gender: 'female', birthDate: '1992-08-21', birthTime: '14:35', birthPlace: 'Varanasi', latitude: 25.3176, longitude: 82.9739,
};
const groom: PersonBirth = {
  name: 'Arjun Menon', gender: 'male', birthDate: '1989-01-03', birthTime: '05:10', birthPlace: 'Kochi, Kerala', latitude: 9.9312, longitude: 76.2673,
};
const context: DeliverableContext = { reference: 'TXN-MUHURTA-1', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'Priya Sharma' };
const HEADING = 'Wedding muhurtas for the next 12 months';

const moonSign = (person: PersonBirth) => {
  const moment = resolveMoment({ date: person.birthDate, time: person.birthTime, latitude: person.latitude, longitude: person.longitude });
  return computeKundli(moment, context.generatedAt.getTime()).planets.find((planet) => planet.name === 'Moon')!.signIndex;
};

describe('Premium match: wedding muhurat selection', () => {
  it('lists the next 12 months of Vivah muhurtas at the bride\'s birth place, without either partner\'s chandrashtama, in the view and the PDF', async () => {
    const built = await buildDeliverable('match-premium', { groom, bride }, context);
    const section = built.view.sections.find((entry) => entry.heading === HEADING);
    expect(section).toBeDefined();

    const expected = withoutChandrashtama(
      vivahMuhurtas({ latitude: bride.latitude, longitude: bride.longitude, zone: { kind: 'iana', name: 'Asia/Kolkata' }, from: '2026-11-24', days: 365 }).days,
      [moonSign(bride), moonSign(groom)],
    );
    const table = section!.blocks.find((block) => block.kind === 'table');
    expect(table && table.kind === 'table' ? table.rows.length : 0).toBe(expected.days.flatMap((day) => day.windows).length);
    expect(expected.days.length).toBeGreaterThan(20);

    const text = pdfText(built.pdf).replace(/\s+/g, ' ');
    expect(text).toContain(HEADING);
    expect(text).toContain("Computed for Varanasi, the bride's birth place (times in Asia/Kolkata), from 24 November 2026 to 23 November 2027");
    expect(text).toContain('Chandrashtama is left out for both of you');
    expect(text).toContain('Chaturmas, Devshayani to Devuthani Ekadashi');
    // Every offered day is printed (a table cell wraps the weekday onto the next line, so the date is matched alone).
    const long = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const day of expected.days) expect(text).toContain(`${long(day.date)},`);
    // None inside Kharmas (Sun in Dhanu from 16 December 2026 to 14 January 2027).
    expect(expected.days.filter((day) => day.date >= '2026-12-17' && day.date <= '2027-01-13')).toEqual([]);
  });

  it('is written in the order\'s language, and only the Premium package has it', async () => {
    const hindi = await buildDeliverable('match-premium', { groom, bride }, { ...context, language: 'hi' });
    expect(pdfText(hindi.pdf).replace(/\s+/g, ' ')).toContain('अगले 12 महीनों के विवाह मुहूर्त');
    const detailed = await buildDeliverable('match-detailed', { groom, bride }, context);
    expect(detailed.view.sections.map((entry) => entry.heading)).not.toContain(HEADING);
  });
});
