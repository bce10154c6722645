/**
 * The 27 nakshatras: deity, symbol and character (from the Taittiriya Brahmana's deities and the classical
 * descriptions of Brihat Samhita ch. 98 and later texts), as read for the Moon and for any graha in them.
 */
export interface NakshatraText {
  deity: string;
  symbol: string;
  /** The nakshatra's nature in a phrase: completes "takes on ...". */
  quality: string;
  /** The birth star (the Moon's nakshatra). */
  birth: string;
}

export const NAKSHATRA_TEXTS: readonly NakshatraText[] = [
  { deity: 'the Ashwini Kumaras, physicians of the gods', symbol: 'a horse’s head', quality: 'speed, healing and fresh beginnings', birth: 'Ashwini natives are quick, helpful and youthful; they start things energetically and have a gift for healing and for rescuing others in a hurry.' },
  { deity: 'Yama, lord of dharma and death', symbol: 'the yoni', quality: 'restraint, endurance and the carrying of burdens', birth: 'Bharani natives carry responsibilities seriously and feel life intensely; they are creative, truthful and capable of great endurance through transformations.' },
  { deity: 'Agni, the fire', symbol: 'a razor or flame', quality: 'sharpness, purification and decisive judgement', birth: 'Krittika natives are sharp, proud and honest, able to cut through confusion; they protect and nourish but can wound with words.' },
  { deity: 'Brahma (Prajapati), the creator', symbol: 'a chariot or ox-cart', quality: 'growth, beauty and fertility', birth: 'Rohini natives are attractive, artistic and fond of comforts; they grow wealth steadily and are deeply attached to those they love.' },
  { deity: 'Soma, the Moon god', symbol: 'a deer’s head', quality: 'searching, gentle curiosity', birth: 'Mrigashira natives are curious seekers, gentle and perceptive, always looking for something better; travel and research satisfy them.' },
  { deity: 'Rudra, the storm', symbol: 'a teardrop', quality: 'storms that clear the air, and effort through difficulty', birth: 'Ardra natives go through storms that leave them wiser; they are intense thinkers, good at research and at rebuilding after upheavals.' },
  { deity: 'Aditi, mother of the gods', symbol: 'a quiver of arrows', quality: 'renewal and the return of what was lost', birth: 'Punarvasu natives are generous, philosophical and resilient; whatever they lose tends to return, and they are at home anywhere.' },
  { deity: 'Brihaspati, teacher of the gods', symbol: 'the udder of a cow', quality: 'nourishment, protection and devotion', birth: 'Pushya, the most auspicious of stars, gives a nurturing, dutiful and devout nature; its natives help, teach and protect.' },
  { deity: 'the Nagas, serpent deities', symbol: 'a coiled serpent', quality: 'penetrating insight and strategy', birth: 'Ashlesha natives are perceptive, strategic and persuasive; they read people well and must use their influence with care.' },
  { deity: 'the Pitris, the ancestors', symbol: 'a royal throne', quality: 'lineage, dignity and authority', birth: 'Magha natives are dignified and proud of their lineage; they seek respect and positions of authority and honour tradition.' },
  { deity: 'Bhaga, god of delight', symbol: 'the front legs of a bed', quality: 'pleasure, rest and creativity', birth: 'Purva Phalguni natives are warm, sociable and creative; they enjoy life, love and the arts and bring pleasure to others.' },
  { deity: 'Aryaman, god of contracts and friendship', symbol: 'the back legs of a bed', quality: 'reliability, patronage and lasting agreements', birth: 'Uttara Phalguni natives are reliable friends and partners, helpful and principled; they succeed through agreements and service.' },
  { deity: 'Savitar, the creative Sun', symbol: 'an open hand', quality: 'skill of the hands and practical intelligence', birth: 'Hasta natives are skilful, clever and resourceful, good with crafts, healing and humour; they achieve through practical work.' },
  { deity: 'Vishvakarma (Tvashtar), the divine architect', symbol: 'a bright jewel', quality: 'design, brilliance and craftsmanship', birth: 'Chitra natives have an eye for beauty and design; they are charismatic, original and build things that shine.' },
  { deity: 'Vayu, the wind', symbol: 'a young shoot bending in the wind', quality: 'independence, flexibility and trade', birth: 'Swati natives are independent, diplomatic and good at business; they bend without breaking and need freedom to grow.' },
  { deity: 'Indra and Agni together', symbol: 'a triumphal arch', quality: 'determination and goal-directed ambition', birth: 'Vishakha natives are determined and ambitious, pursuing a goal single-mindedly; they achieve much once they choose their aim.' },
  { deity: 'Mitra, god of friendship', symbol: 'a lotus', quality: 'devotion, cooperation and friendship', birth: 'Anuradha natives are loyal, devoted friends who succeed through cooperation, often far from their birthplace.' },
  { deity: 'Indra, king of the gods', symbol: 'a circular amulet', quality: 'seniority, protection and responsibility', birth: 'Jyeshtha natives are capable, protective and take the role of the eldest; they earn authority but must guard against pride.' },
  { deity: 'Nirriti, goddess of dissolution', symbol: 'a bunch of roots', quality: 'going to the root of things', birth: 'Mula natives dig to the root of every matter; their lives include radical changes that lead to deeper understanding.' },
  { deity: 'Apas, the waters', symbol: 'a fan or winnowing basket', quality: 'invigoration and unshakeable conviction', birth: 'Purva Ashadha natives are confident, persuasive and idealistic; they inspire others and rarely accept defeat.' },
  { deity: 'the Vishvadevas, universal gods', symbol: 'an elephant’s tusk', quality: 'final victory and righteousness', birth: 'Uttara Ashadha natives are principled, patient and responsible; their victories come late but are complete and respected.' },
  { deity: 'Vishnu, the preserver', symbol: 'an ear, or three footprints', quality: 'listening, learning and connection', birth: 'Shravana natives learn by listening; they are knowledgeable, well-connected and keep traditions alive.' },
  { deity: 'the eight Vasus, gods of abundance', symbol: 'a drum', quality: 'rhythm, wealth and fame', birth: 'Dhanishta natives are musical, generous and ambitious, with good fortune in wealth and a talent for group work.' },
  { deity: 'Varuna, lord of the cosmic waters', symbol: 'an empty circle', quality: 'healing, secrecy and independent research', birth: 'Shatabhisha natives are independent, secretive and scientific; they are healers and researchers who value truth.' },
  { deity: 'Aja Ekapada, the one-footed goat', symbol: 'the front of a funeral cot', quality: 'fiery idealism and transformation', birth: 'Purva Bhadrapada natives are intense idealists who can give everything for a cause; spiritual and worldly sides pull at them.' },
  { deity: 'Ahirbudhnya, serpent of the deep', symbol: 'the back of a funeral cot', quality: 'depth, restraint and wisdom', birth: 'Uttara Bhadrapada natives are wise, patient and self-controlled; they are steady counsellors and grow spiritually with age.' },
  { deity: 'Pushan, the nourisher and guide of travellers', symbol: 'a fish or a drum', quality: 'gentle guidance and safe completion', birth: 'Revati natives are kind, protective and artistic; they guide and nourish others and bring journeys to a safe close.' },
];
