/**
 * What the engine's yogas and doshas mean in practice, and the classical remedies (upayas) for the doshas, as
 * handed down in Parashari practice and popular almanacs. Printed as traditional guidance, not as a promise.
 */
export const YOGA_MEANINGS: Record<string, string> = {
  'Gajakesari Yoga': 'Jupiter in an angle from the Moon: the elephant and the lion together. It gives a respected name, sound judgement and protection in difficulties; its fruits show most in the periods of Jupiter and the Moon.',
  'Budhaditya Yoga': 'The Sun and Mercury together: intelligence in the service of purpose. It favours study, administration, writing and speech; it is stronger when Mercury is not too close to the Sun.',
  'Ruchaka Yoga': 'One of the five Mahapurusha yogas: Mars strong in an angle gives courage, command and physical strength, suited to leadership, defence, sport and engineering.',
  'Bhadra Yoga': 'One of the five Mahapurusha yogas: Mercury strong in an angle gives eloquence, intellect and skill in commerce and learning.',
  'Hamsa Yoga': 'One of the five Mahapurusha yogas: Jupiter strong in an angle gives wisdom, righteousness and the respect of the learned.',
  'Malavya Yoga': 'One of the five Mahapurusha yogas: Venus strong in an angle gives charm, comforts, vehicles and artistic refinement.',
  'Shasha Yoga': 'One of the five Mahapurusha yogas: Saturn strong in an angle gives discipline, endurance and authority over many people.',
};

export const DOSHA_REMEDIES: Record<string, string[]> = {
  'Mangal Dosha': [
    'Recite the Hanuman Chalisa on Tuesdays and Saturdays, and offer red flowers or sindoor at a Hanuman temple.',
    'Before marriage, match charts with a partner whose chart carries a similar Mars placement (the classical way of balancing the dosha).',
    'Donate red lentils (masoor dal) or jaggery on Tuesdays; keep Tuesday fasts if health allows.',
    'Where families follow it, the Kumbh or Ashwattha vivah ritual before marriage is the traditional remedy for a strong Mangal dosha.',
  ],
  'Kaal Sarp Dosha': [
    'A Kaal Sarp shanti puja at Trimbakeshwar, Ujjain or Srikalahasti is the traditional remedy.',
    'Recite the Maha Mrityunjaya mantra (108 times) on Mondays, and worship Shiva with milk and bilva leaves.',
    'Offer milk to a Shivalinga on Nag Panchami, and avoid harming snakes.',
    'Chant the Rahu and Ketu mantras (Om Rahave Namah, Om Ketave Namah) on Saturdays and Tuesdays.',
  ],
};

export const SADE_SATI_REMEDIES = [
  'Recite the Hanuman Chalisa or the Shani Stotra on Saturdays, and light a sesame-oil lamp under a peepal tree at dusk.',
  'Serve the elderly, labourers and the disabled; Saturn rewards service and punctuality.',
  'Donate black sesame, mustard oil, black cloth or iron on Saturdays.',
  'Keep a steady routine, avoid shortcuts and debts, and make big commitments only after careful thought.',
];

export const REMEDY_CAVEAT =
  'Remedies are traditional guidance from Jyotish practice. They are offered as spiritual and behavioural support, not as a guarantee of any result, and never as a substitute for medical, legal or financial advice. Gemstones in particular should be worn only after a trial and a personal consultation.';
