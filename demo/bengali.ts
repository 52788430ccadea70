import type {
  BusRoute,
  Doctor,
  EmergencyContact,
  FeedPost,
  Gallery,
  LabTest,
  Product,
  ServiceProvider,
  Shop,
  Teacher,
  TransportListing,
} from '@town/core';

/**
 * The demo town in Bengali, kept beside the English seed by document id so that edits to either
 * merge cleanly. `withBengali` lays each entry over its document; people's names stay as they are.
 */
type Bengali<T> = Record<string, Partial<T>>;

export function withBengali<T extends { id: string }>(docs: readonly T[], texts: Bengali<T>): T[] {
  return docs.map((doc) => ({ ...doc, ...texts[doc.id] }));
}

export const shopsBn: Bengali<Shop> = {
  'shop-annapurna-grocery': {
    nameBn: 'অন্নপূর্ণা মুদি ভান্ডার',
    descriptionBn: 'চাল, ডাল, তেল, মশলা আর রোজকার মুদি জিনিস, ন্যায্য দামে, ১৯৯৮ থেকে।',
  },
  'shop-maa-tara-stores': {
    nameBn: 'মা তারা স্টোর্স',
    descriptionBn: 'মুড়ি, চিঁড়ে, মশলা, ডিম আর বাঙালি রান্নাঘরের সব দরকারি জিনিস।',
  },
  'shop-sonapur-daily-needs': {
    nameBn: 'সোনাপুর ডেইলি নিডস',
    descriptionBn: 'পাউরুটি, দুধ-দই, জলখাবার আর প্যাকেটের জিনিস, রোজ সকাল সকাল খোলে।',
  },
  'shop-haripada-sabji-corner': {
    nameBn: 'হরিপদ সবজি কর্নার',
    descriptionBn: 'কাছের খেত থেকে রোজ সকালে আনা টাটকা সবজি।',
  },
  'shop-ganga-fish-stall': {
    nameBn: 'গঙ্গা মাছ-মাংসের স্টল',
    descriptionBn: 'নদী আর পুকুরের মাছ, চিংড়ি, মুরগি ও খাসির মাংস, ধুয়ে-কেটে দেওয়া হয়।',
  },
  'shop-fresh-fruit-centre': {
    nameBn: 'ফ্রেশ ফ্রুট সেন্টার',
    descriptionBn: 'মরসুমি ফল, ডাব আর পুজো ও আত্মীয়বাড়ির জন্য ফলের ঝুড়ি।',
  },
  'shop-banerjee-mishti-bhandar': {
    nameBn: 'বন্দ্যোপাধ্যায় মিষ্টান্ন ভান্ডার',
    descriptionBn: 'রসগোল্লা, সন্দেশ, মিষ্টি দই আর সকালের কচুরি, রোজ টাটকা তৈরি।',
  },
  'shop-bhojohori-hotel': {
    nameBn: 'ভজহরি হোটেল',
    descriptionBn: 'ঘরোয়া বাঙালি থালি: ভাত, ডাল, ভাজা, মাছ আর মাংসের ঝোল।',
  },
  'shop-station-roll-corner': {
    nameBn: 'স্টেশন রোল কর্নার',
    descriptionBn: 'কাঠি রোল, চাউমিন, মোমো আর মোগলাই পরোটা, সন্ধের ভিড়ের জন্য।',
  },
  'shop-sonapur-mart-online': {
    nameBn: 'সোনাপুর মার্ট অনলাইন',
    descriptionBn: 'ইলেকট্রিকের জিনিস, রান্নার বাসন, খাতা-কলম আর ঘরের জিনিস, বাড়িতে পৌঁছে দেওয়া হয়।',
  },
  'shop-lifeline-medical-hall': {
    nameBn: 'লাইফলাইন মেডিক্যাল হল',
    descriptionBn: 'লাইসেন্সপ্রাপ্ত ওষুধের দোকান: ওষুধ, প্রাথমিক চিকিৎসা ও স্বাস্থ্যের জিনিস।',
  },
};

/** Product names in Bengali, by the key after `prod-`. */
const productNamesBn: Record<string, string> = {
  'annapurna-miniket-rice-5kg': 'মিনিকেট চাল',
  'annapurna-gobindobhog-rice': 'গোবিন্দভোগ চাল',
  'annapurna-masoor-dal': 'মুসুর ডাল',
  'annapurna-moong-dal': 'সোনা মুগ ডাল',
  'annapurna-mustard-oil': 'কাচ্চি ঘানি সরষের তেল',
  'annapurna-atta-5kg': 'গমের আটা',
  'annapurna-sugar': 'চিনি',
  'annapurna-iodised-salt': 'আয়োডিনযুক্ত নুন',
  'annapurna-assam-tea': 'আসাম সিটিসি চা',
  'annapurna-turmeric-powder': 'হলুদ গুঁড়ো',
  'maatara-muri': 'মুড়ি',
  'maatara-chira': 'চিঁড়ে',
  'maatara-besan': 'বেসন',
  'maatara-sunflower-oil': 'রিফাইন্ড সূর্যমুখী তেল',
  'maatara-panch-phoron': 'পাঁচফোড়ন',
  'maatara-posto': 'পোস্ত',
  'maatara-nolen-gur': 'নলেন গুড়',
  'maatara-eggs': 'খামারের ডিম',
  'maatara-marie-biscuits': 'মেরি বিস্কুট',
  'maatara-kalo-jeere': 'কালো জিরে',
  'dailyneeds-bread': 'স্যান্ডউইচ পাউরুটি',
  'dailyneeds-butter': 'মাখন',
  'dailyneeds-milk': 'টোনড দুধ',
  'dailyneeds-paneer': 'টাটকা পনির',
  'dailyneeds-curd': 'টক দই',
  'dailyneeds-cornflakes': 'কর্নফ্লেক্স',
  'dailyneeds-instant-noodles': 'ইনস্ট্যান্ট নুডলস',
  'dailyneeds-instant-coffee': 'ইনস্ট্যান্ট কফি',
  'dailyneeds-cow-ghee': 'গাওয়া ঘি',
  'dailyneeds-honey': 'সুন্দরবনের মধু',
  'haripada-potato': 'আলু (জ্যোতি)',
  'haripada-onion': 'পেঁয়াজ',
  'haripada-tomato': 'টমেটো',
  'haripada-brinjal': 'বেগুন',
  'haripada-cauliflower': 'ফুলকপি',
  'haripada-green-chilli': 'কাঁচা লঙ্কা',
  'haripada-ginger': 'আদা',
  'haripada-potol': 'পটল',
  'haripada-palong-shak': 'পালং শাক',
  'haripada-cabbage': 'বাঁধাকপি',
  'ganga-rohu': 'রুই মাছ',
  'ganga-katla': 'কাতলা মাছ',
  'ganga-hilsa': 'ইলিশ মাছ',
  'ganga-prawns': 'গলদা চিংড়ি',
  'ganga-pabda': 'পাবদা মাছ',
  'ganga-tangra': 'ট্যাংরা মাছ',
  'ganga-bhetki-fillet': 'ভেটকি ফিলে',
  'ganga-chicken': 'মুরগির মাংস',
  'ganga-mutton': 'খাসির মাংস',
  'ganga-duck-eggs': 'হাঁসের ডিম',
  'freshfruit-banana': 'কলা',
  'freshfruit-apple': 'আপেল',
  'freshfruit-papaya': 'পেঁপে',
  'freshfruit-guava': 'পেয়ারা',
  'freshfruit-orange': 'কমলালেবু',
  'freshfruit-pomegranate': 'বেদানা',
  'freshfruit-grapes': 'সবুজ আঙুর',
  'freshfruit-coconut': 'ডাব',
  'freshfruit-gondhoraj-lebu': 'গন্ধরাজ লেবু',
  'freshfruit-fruit-basket': 'পুজোর ফলের ঝুড়ি',
  'banerjee-rosogolla': 'রসগোল্লা',
  'banerjee-sandesh': 'কাঁচাগোল্লা সন্দেশ',
  'banerjee-nolen-gur-sandesh': 'নলেন গুড়ের সন্দেশ',
  'banerjee-mishti-doi': 'মিষ্টি দই',
  'banerjee-langcha': 'ল্যাংচা',
  'banerjee-chomchom': 'চমচম',
  'banerjee-rajbhog': 'রাজভোগ',
  'banerjee-singara': 'শিঙাড়া',
  'banerjee-kachori-alur-dom': 'কচুরি আর আলুর দম',
  'banerjee-sitabhog': 'সীতাভোগ',
  'bhojohori-veg-thali': 'নিরামিষ থালি',
  'bhojohori-fish-thali': 'মাছের থালি',
  'bhojohori-chicken-thali': 'মুরগির থালি',
  'bhojohori-mutton-thali': 'খাসির মাংসের থালি',
  'bhojohori-egg-curry': 'ডিমের ঝোল',
  'bhojohori-plain-rice': 'সাদা ভাত',
  'bhojohori-dal': 'মুসুর ডাল',
  'bhojohori-alu-posto': 'আলু পোস্ত',
  'bhojohori-shukto': 'শুক্তো',
  'bhojohori-chutney-papad': 'টমেটোর চাটনি আর পাঁপড়',
  'stationroll-egg-roll': 'এগ রোল',
  'stationroll-chicken-roll': 'চিকেন রোল',
  'stationroll-egg-chicken-roll': 'এগ চিকেন রোল',
  'stationroll-paneer-roll': 'পনির রোল',
  'stationroll-veg-chowmein': 'ভেজ চাউমিন',
  'stationroll-chicken-chowmein': 'চিকেন চাউমিন',
  'stationroll-mughlai-paratha': 'মোগলাই পরোটা',
  'stationroll-chicken-momo': 'চিকেন মোমো',
  'stationroll-veg-momo': 'ভেজ মোমো',
  'stationroll-fish-fry': 'ফিশ ফ্রাই',
  'sonapurmart-usb-charger': 'ইউএসবি মোবাইল চার্জার',
  'sonapurmart-earphones': 'তারওয়ালা ইয়ারফোন',
  'sonapurmart-led-bulb': 'এলইডি বাল্ব ৯ ওয়াট',
  'sonapurmart-extension-board': 'এক্সটেনশন বোর্ড',
  'sonapurmart-steel-bottle': 'স্টিলের জলের বোতল',
  'sonapurmart-pressure-cooker': 'প্রেশার কুকার',
  'sonapurmart-notebooks': 'স্কুলের খাতা',
  'sonapurmart-umbrella': 'ভাঁজ করা ছাতা',
  'sonapurmart-mosquito-net': 'মশারি',
  'sonapurmart-rechargeable-torch': 'রিচার্জেবল এলইডি টর্চ',
  'lifeline-paracetamol-500': 'প্যারাসিটামল ৫০০ মিগ্রা ট্যাবলেট',
  'lifeline-paracetamol-650': 'প্যারাসিটামল ৬৫০ মিগ্রা ট্যাবলেট',
  'lifeline-ors': 'ওআরএস পাউডার (WHO ফর্মুলা)',
  'lifeline-cetirizine': 'সেটিরিজিন ১০ মিগ্রা ট্যাবলেট',
  'lifeline-antacid-gel': 'অ্যান্টাসিড জেল',
  'lifeline-cough-syrup': 'ভেষজ কাশির সিরাপ',
  'lifeline-antiseptic-liquid': 'অ্যান্টিসেপটিক লিকুইড',
  'lifeline-adhesive-bandages': 'আঠালো ব্যান্ডেজ',
  'lifeline-calamine-lotion': 'ক্যালামাইন লোশন',
  'lifeline-digital-thermometer': 'ডিজিটাল থার্মোমিটার',
  'lifeline-amoxicillin-500': 'অ্যামোক্সিসিলিন ৫০০ মিগ্রা ক্যাপসুল',
  'lifeline-azithromycin-500': 'অ্যাজিথ্রোমাইসিন ৫০০ মিগ্রা ট্যাবলেট',
  'lifeline-metformin-500': 'মেটফরমিন ৫০০ মিগ্রা ট্যাবলেট',
  'lifeline-amlodipine-5': 'অ্যামলোডিপিন ৫ মিগ্রা ট্যাবলেট',
  'lifeline-pantoprazole-40': 'প্যান্টোপ্রাজোল ৪০ মিগ্রা ট্যাবলেট',
};

/** Product descriptions in Bengali, by the key after `prod-`, saying what the English says. */
const productDescriptionsBn: Record<string, string> = {
  'annapurna-miniket-rice-5kg': 'বর্ধমানের চালকলের রোজকার সরু চাল।',
  'annapurna-gobindobhog-rice': 'পায়েস আর পোলাওয়ের জন্য সুগন্ধি ছোট দানার চাল।',
  'annapurna-masoor-dal': 'বেছে পরিষ্কার করা মুসুর ডাল।',
  'annapurna-moong-dal': 'ভাজা মুগের ডাল রাঁধার জন্য ভাজা হলুদ মুগ ডাল।',
  'annapurna-mustard-oil': 'ঘানিতে ভাঙা ঝাঁঝালো সরষের তেল, বোতলে।',
  'annapurna-atta-5kg': 'নরম রুটির জন্য চাক্কিতে ভাঙা গমের আটা।',
  'annapurna-sugar': 'পরিশোধিত সাদা চিনি।',
  'annapurna-iodised-salt': 'ঝরঝরে আয়োডিনযুক্ত খাবার নুন।',
  'annapurna-assam-tea': 'সকালের দুধ-চায়ের জন্য কড়া সিটিসি চা পাতা।',
  'annapurna-turmeric-powder': 'খাঁটি হলুদ গুঁড়ো।',
  'maatara-muri': 'ঝালমুড়ি আর বিকেলের টিফিনের জন্য মুচমুচে মুড়ি।',
  'maatara-chira': 'জলখাবার আর দই-চিঁড়ের জন্য মোটা চিঁড়ে।',
  'maatara-besan': 'বেগুনি আর পকোড়ার জন্য মিহি বেসন।',
  'maatara-sunflower-oil': 'ভাজাভুজির জন্য হালকা রিফাইন্ড তেল।',
  'maatara-panch-phoron': 'ফোড়নের জন্য বাঙালির পাঁচ মশলার মিশেল।',
  'maatara-posto': 'আলু পোস্তর জন্য সাদা পোস্ত দানা।',
  'maatara-nolen-gur': 'এলাকার কারিগরদের তৈরি শীতের খেজুর গুড়।',
  'maatara-eggs': 'টাটকা সাদা ডিম, ট্রেতে করে পৌঁছে দেওয়া হয়।',
  'maatara-marie-biscuits': 'চায়ের সঙ্গে খাওয়ার হালকা বিস্কুট।',
  'maatara-kalo-jeere': 'মাছের ঝোল আর লুচির জন্য কালো জিরে।',
  'dailyneeds-bread': 'রোজ সেঁকা নরম সাদা পাউরুটি, টুকরো করা।',
  'dailyneeds-butter': 'নোনতা মাখন।',
  'dailyneeds-milk': 'পাস্তুরিত টোনড দুধের প্যাকেট।',
  'dailyneeds-paneer': 'নরম পনিরের একটি টুকরো।',
  'dailyneeds-curd': 'কাপে পাতা দই।',
  'dailyneeds-cornflakes': 'সকালের জলখাবারের মুচমুচে সিরিয়াল।',
  'dailyneeds-instant-noodles': 'মশলা ইনস্ট্যান্ট নুডলস।',
  'dailyneeds-instant-coffee': 'খাঁটি ইনস্ট্যান্ট কফির শিশি।',
  'dailyneeds-cow-ghee': 'ভরপুর গন্ধের গাওয়া ঘি।',
  'dailyneeds-honey': 'জঙ্গলের বুনো মধু।',
  'haripada-potato': 'হুগলির আলু, আলুভাজা আর আলুর দমের জন্য ভালো।',
  'haripada-onion': 'মাঝারি মাপের লাল পেঁয়াজ।',
  'haripada-tomato': 'শক্ত, পাকা টমেটো।',
  'haripada-brinjal': 'বেগুনভাজার জন্য গোল বেগুন।',
  'haripada-cauliflower': 'মাঝারি মাপের, প্রায় ৬০০ গ্রাম।',
  'haripada-green-chilli': 'ঝাল কাঁচা লঙ্কা।',
  'haripada-ginger': 'টাটকা আদা।',
  'haripada-potol': 'পটলের দোলমার জন্য কচি পটল।',
  'haripada-palong-shak': 'টাটকা পালং শাকের আঁটি।',
  'haripada-cabbage': 'সবুজ বাঁধাকপি, প্রায় ৮০০ গ্রাম।',
  'ganga-rohu': 'পুকুরের রুই, ঝোলের মাপে কাটা।',
  'ganga-katla': 'বড় কাতলা, কেটে-ধুয়ে দেওয়া।',
  'ganga-hilsa': 'নদীর ইলিশ, এক-একটি প্রায় ১ কেজি।',
  'ganga-prawns': 'মালাইকারির জন্য মিঠে জলের গলদা চিংড়ি।',
  'ganga-pabda': 'ছোট পাবদা মাছ, গোটা।',
  'ganga-tangra': 'গোটা ট্যাংরা, পরিষ্কার করা।',
  'ganga-bhetki-fillet': 'ফিশ ফ্রাইয়ের জন্য কাঁটা ছাড়া ভেটকির ফিলে।',
  'ganga-chicken': 'ব্রয়লার মুরগি, চামড়া ছাড়িয়ে ঝোলের মাপে কাটা।',
  'ganga-mutton': 'টাটকা খাসির মাংস, ঝোলের মাপে কাটা।',
  'ganga-duck-eggs': 'গ্রামের হাঁসের ডিম।',
  'freshfruit-banana': 'এলাকার পাকা কলা।',
  'freshfruit-apple': 'লাল সিমলা আপেল।',
  'freshfruit-papaya': 'পাকা পেঁপে, প্রায় ১ কেজি।',
  'freshfruit-guava': 'কচকচে সবুজ পেয়ারা।',
  'freshfruit-orange': 'মরসুমের দার্জিলিংয়ের কমলালেবু।',
  'freshfruit-pomegranate': 'টকটকে লাল বেদানা।',
  'freshfruit-grapes': 'বিচি ছাড়া সবুজ আঙুর।',
  'freshfruit-coconut': 'মিষ্টি জলের কচি ডাব।',
  'freshfruit-gondhoraj-lebu': 'বাংলার সুগন্ধি লেবু।',
  'freshfruit-fruit-basket': 'পুজোর নৈবেদ্যর জন্য সাজানো মরসুমি ফলের ঝুড়ি।',
  'banerjee-rosogolla': 'হালকা রসে ডোবানো নরম ছানার গোল্লা।',
  'banerjee-sandesh': 'টাটকা ছানার নরম সন্দেশ।',
  'banerjee-nolen-gur-sandesh': 'শীতের বিশেষ: খেজুর গুড়ের সন্দেশ।',
  'banerjee-mishti-doi': 'মাটির ভাঁড়ে পাতা লালচে মিষ্টি দই।',
  'banerjee-langcha': 'শক্তিগড়ের ধাঁচে ভাজা, রসে ডোবানো কালচে ল্যাংচা।',
  'banerjee-chomchom': 'খোয়া ছড়ানো লম্বাটে ছানার মিষ্টি।',
  'banerjee-rajbhog': 'ভেতরে শুকনো ফল দেওয়া, কেশরের রঙের বড় রসগোল্লা।',
  'banerjee-singara': 'মশলা আলু আর চিনেবাদামের পুর দেওয়া শিঙাড়া।',
  'banerjee-kachori-alur-dom': 'আলুর দমের সঙ্গে চারটে হিংয়ের কচুরি, সকাল ১১টা পর্যন্ত।',
  'banerjee-sitabhog': 'মিহিদানা দেওয়া বর্ধমানের সীতাভোগ, চালের সরু দানার মিষ্টি।',
  'bhojohori-veg-thali': 'ভাত, ডাল, ভাজা, শুক্তো, মিশ্র সবজি, চাটনি আর পাঁপড়।',
  'bhojohori-fish-thali': 'নিরামিষ থালির সঙ্গে রুই মাছের ঝোল।',
  'bhojohori-chicken-thali': 'নিরামিষ থালির সঙ্গে মুরগির ঝোল, দুই পিস।',
  'bhojohori-mutton-thali': 'নিরামিষ থালির সঙ্গে কষা মাংস, তিন পিস।',
  'bhojohori-egg-curry': 'আলু দিয়ে ডিমের ডালনা।',
  'bhojohori-plain-rice': 'ঝরঝরে সাদা ভাত।',
  'bhojohori-dal': 'পেঁয়াজ ফোড়ন দেওয়া পাতলা মুসুর ডাল।',
  'bhojohori-alu-posto': 'পোস্ত বাটায় রাঁধা আলু।',
  'bhojohori-shukto': 'হালকা তেতো স্বাদের পাঁচমিশালি সবজির শুক্তো।',
  'bhojohori-chutney-papad': 'টমেটো-খেজুরের মিষ্টি চাটনি আর একটি সেঁকা পাঁপড়।',
  'stationroll-egg-roll': 'ডিম, পেঁয়াজ, লঙ্কা আর সস দেওয়া পরোটা।',
  'stationroll-chicken-roll': 'চিকেন টিক্কার টুকরো দেওয়া পরোটা।',
  'stationroll-egg-chicken-roll': 'চিকেন টিক্কার টুকরো দেওয়া ডিম-পরোটা।',
  'stationroll-paneer-roll': 'মশলাদার পনিরের টুকরো দেওয়া পরোটা।',
  'stationroll-veg-chowmein': 'সবজি দিয়ে নেড়ে ভাজা নুডলস।',
  'stationroll-chicken-chowmein': 'মুরগি আর ডিম দিয়ে নেড়ে ভাজা নুডলস।',
  'stationroll-mughlai-paratha': 'ডিম আর কিমার পুর দেওয়া পরোটা, সঙ্গে আলুর তরকারি।',
  'stationroll-chicken-momo': 'ভাপানো চিকেন মোমো, সঙ্গে লঙ্কার চাটনি আর স্যুপ।',
  'stationroll-veg-momo': 'ভাপানো সবজির মোমো, সঙ্গে চাটনি।',
  'stationroll-fish-fry': 'বিস্কুটের গুঁড়োয় মুড়ে ভাজা ভেটকি, সঙ্গে কাসুন্দি আর স্যালাড।',
  'sonapurmart-usb-charger': 'টাইপ-সি কেবল সমেত ১৮ ওয়াটের ফাস্ট চার্জার।',
  'sonapurmart-earphones': 'মাইক্রোফোন সমেত কানে গোঁজার ইয়ারফোন, ৩.৫ মিমি জ্যাক।',
  'sonapurmart-led-bulb': 'দিনের আলোর মতো সাদা আলোর B22 এলইডি বাল্ব।',
  'sonapurmart-extension-board': 'চারটে সকেট, সার্জ প্রোটেকশন আর ২ মিটার লম্বা তার।',
  'sonapurmart-steel-bottle': 'জল চুঁইয়ে না পড়া স্টেনলেস স্টিলের বোতল।',
  'sonapurmart-pressure-cooker': 'অ্যালুমিনিয়ামের কুকার, গ্যাস আর ইন্ডাকশন দুটোতেই চলে।',
  'sonapurmart-notebooks': 'লাইন টানা লম্বা খাতা, প্রতিটি ১৭২ পাতার।',
  'sonapurmart-umbrella': 'বর্ষার জন্য তিন ভাঁজের কালো ছাতা।',
  'sonapurmart-mosquito-net': 'ডবল বেডের সুতি-পলিয়েস্টারের মশারি।',
  'sonapurmart-rechargeable-torch': 'লোডশেডিংয়ের জন্য জোরালো টর্চ, এক চার্জে ৮ ঘণ্টা চলে।',
  'lifeline-paracetamol-500': 'জ্বর আর হালকা ব্যথার জন্য।',
  'lifeline-paracetamol-650': 'জ্বর আর গা-হাত-পা ব্যথার জন্য বেশি মাত্রার প্যারাসিটামল।',
  'lifeline-ors': 'পেট খারাপ আর শরীরে জলের ঘাটতিতে মুখে খাওয়ার নুন-চিনির মিশ্রণ।',
  'lifeline-cetirizine': 'অ্যালার্জির হাঁচি, নাক দিয়ে জল পড়া আর চুলকানির জন্য।',
  'lifeline-antacid-gel': 'অম্বল আর বুকজ্বালায় আরাম, পুদিনার স্বাদ।',
  'lifeline-cough-syrup': 'শুকনো আর কফ-ওঠা কাশিতে আরাম দেওয়া সিরাপ।',
  'lifeline-antiseptic-liquid': 'কাটা-ছেঁড়া ও ক্ষত পরিষ্কারে আর ব্যক্তিগত পরিচ্ছন্নতায়।',
  'lifeline-adhesive-bandages': 'ছোটখাটো কাটার জন্য জলে না খোলা ব্যান্ডেজ।',
  'lifeline-calamine-lotion': 'চুলকানি, র‍্যাশ আর ঘামাচিতে আরাম দেয়।',
  'lifeline-digital-thermometer': 'তাড়াতাড়ি তাপ মাপে, মাপা হলে বিপ করে জানায়।',
  'lifeline-amoxicillin-500': 'অ্যান্টিবায়োটিক; শুধু প্রেসক্রিপশন দেখালে বিক্রি হয়।',
  'lifeline-azithromycin-500': 'অ্যান্টিবায়োটিক; শুধু প্রেসক্রিপশন দেখালে বিক্রি হয়।',
  'lifeline-metformin-500': 'টাইপ ২ ডায়াবেটিসে, ডাক্তারের পরামর্শ মতো।',
  'lifeline-amlodipine-5': 'উচ্চ রক্তচাপে, ডাক্তারের পরামর্শ মতো।',
  'lifeline-pantoprazole-40': 'অ্যাসিড রিফ্লাক্স আর আলসারে, ডাক্তারের পরামর্শ মতো।',
};

const categoriesBn: Record<string, string> = {
  'Allergy & Cold': 'অ্যালার্জি ও সর্দি',
  Antibiotics: 'অ্যান্টিবায়োটিক',
  Bakery: 'বেকারি',
  Baskets: 'ঝুড়ি',
  Beverages: 'পানীয়',
  Breakfast: 'জলখাবার',
  Chinese: 'চাইনিজ',
  Curries: 'ঝোল-তরকারি',
  Dairy: 'দুধ ও দুগ্ধজাত',
  Devices: 'যন্ত্র',
  Diabetes: 'ডায়াবেটিস',
  Eggs: 'ডিম',
  Electricals: 'ইলেকট্রিক্যাল',
  Electronics: 'ইলেকট্রনিক্স',
  Essentials: 'দরকারি জিনিস',
  'Fever & Pain': 'জ্বর ও ব্যথা',
  'First Aid': 'প্রাথমিক চিকিৎসা',
  Fish: 'মাছ',
  Flour: 'আটা ও বেসন',
  Fruits: 'ফল',
  'Heart & BP': 'হৃদরোগ ও প্রেশার',
  Home: 'ঘরের জিনিস',
  Kitchen: 'রান্নাঘর',
  'Leafy Greens': 'শাক',
  Meat: 'মাংস',
  Momos: 'মোমো',
  'Oil & Ghee': 'তেল ও ঘি',
  'Packaged Food': 'প্যাকেটের খাবার',
  Pulses: 'ডাল',
  'Rice & Grains': 'চাল ও শস্য',
  Rice: 'ভাত',
  Rolls: 'রোল',
  Sides: 'পাশের পদ',
  'Skin Care': 'ত্বকের যত্ন',
  Snacks: 'মুখরোচক',
  Spices: 'মশলা',
  Stationery: 'খাতা-কলম',
  'Stomach Care': 'পেটের ওষুধ',
  Sweeteners: 'চিনি ও গুড়',
  Sweets: 'মিষ্টি',
  Thali: 'থালি',
  Vegetables: 'সবজি',
};

const unitWordsBn: Record<string, string> = {
  kg: 'কেজি',
  g: 'গ্রাম',
  L: 'লিটার',
  ml: 'মিলি',
  piece: 'পিস',
  pieces: 'পিস',
  plate: 'প্লেট',
  roll: 'রোল',
  bowl: 'বাটি',
  dozen: 'ডজন',
  eggs: 'ডিম',
  sachet: 'স্যাশে',
  bunch: 'আঁটি',
  basket: 'ঝুড়ি',
};

const bengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

/** "500 g" -> "৫০০ গ্রাম", "strip of 10" -> "১০টির পাতা"; undefined for a unit not known here. */
export function unitInBengali(unit: string): string | undefined {
  const packed = /^(strip|pack) of (\d+)$/.exec(unit);
  if (packed)
    return `${bengaliDigits(packed[2] ?? '')}টির ${packed[1] === 'strip' ? 'পাতা' : 'প্যাকেট'}`;
  if (unit === 'double bed') return 'ডবল বেড';
  const counted = /^(\d+) (\w+)$/.exec(unit);
  const word = counted && unitWordsBn[counted[2] ?? ''];
  return counted && word ? `${bengaliDigits(counted[1] ?? '')} ${word}` : undefined;
}

export function productsWithBengali(products: readonly Product[]): Product[] {
  return products.map((product) => {
    const key = product.id.replace(/^prod-/, '');
    const nameBn = productNamesBn[key];
    const descriptionBn = productDescriptionsBn[key];
    const categoryBn = categoriesBn[product.category];
    const unitBn = unitInBengali(product.unit);
    return {
      ...product,
      ...(nameBn ? { nameBn } : {}),
      ...(descriptionBn ? { descriptionBn } : {}),
      ...(categoryBn ? { categoryBn } : {}),
      ...(unitBn ? { unitBn } : {}),
    };
  });
}

export const doctorsBn: Bengali<Doctor> = {
  'doc-amitava-ghosh': {
    specialtyBn: 'সাধারণ চিকিৎসা',
    qualificationsBn: 'এমবিবিএস, এমডি (জেনারেল মেডিসিন)',
  },
  'doc-sharmila-roy': { specialtyBn: 'সাধারণ চিকিৎসা', qualificationsBn: 'এমবিবিএস' },
  'doc-tapas-mondal': {
    specialtyBn: 'সাধারণ চিকিৎসা',
    qualificationsBn: 'এমবিবিএস, ডিএনবি (ফ্যামিলি মেডিসিন)',
  },
  'doc-subhasis-chatterjee': {
    specialtyBn: 'হৃদরোগ বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমডি (মেডিসিন), ডিএম (কার্ডিওলজি)',
  },
  'doc-moumita-sen': {
    specialtyBn: 'শিশু বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, ডিসিএইচ, এমডি (শিশুরোগ)',
  },
  'doc-rina-bhattacharya': {
    specialtyBn: 'স্ত্রীরোগ বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমএস (প্রসূতি ও স্ত্রীরোগ)',
  },
  'doc-arijit-das': {
    specialtyBn: 'হাড় ও অস্থিরোগ বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমএস (অর্থোপেডিক্স)',
  },
  'doc-priyanka-saha': {
    specialtyBn: 'চর্মরোগ বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমডি (চর্মরোগ, যৌনরোগ ও কুষ্ঠ)',
  },
  'doc-soumen-pal': { specialtyBn: 'নাক-কান-গলা বিশেষজ্ঞ', qualificationsBn: 'এমবিবিএস, এমএস (ইএনটি)' },
  'doc-kaushik-mukherjee': {
    specialtyBn: 'চক্ষু বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমএস (চক্ষুরোগ)',
  },
  'doc-nandini-basu': {
    specialtyBn: 'মনোরোগ বিশেষজ্ঞ',
    qualificationsBn: 'এমবিবিএস, এমডি (মনোরোগ)',
  },
};

/** Doctors' chambers in Bengali, by doctor id: laid inside `chamber`, beside its English. */
const chambersBn: Record<string, Pick<Doctor['chamber'], 'nameBn' | 'addressBn'>> = {
  'doc-amitava-ghosh': {
    nameBn: 'ঘোষ ক্লিনিক',
    addressBn: '৫ স্টেশন রোড, অন্নপূর্ণা মুদি ভান্ডারের কাছে, সোনাপুর',
  },
  'doc-sharmila-roy': { nameBn: 'সেবায়ন পলিক্লিনিক', addressBn: 'হাসপাতাল মোড়, সোনাপুর' },
  'doc-tapas-mondal': {
    nameBn: 'লাইফলাইন মেডিক্যাল হল চেম্বার',
    addressBn: 'লাইফলাইন মেডিক্যাল হলের দোতলা, হাসপাতাল মোড়, সোনাপুর',
  },
  'doc-subhasis-chatterjee': { nameBn: 'সোনাপুর হার্ট কেয়ার', addressBn: 'কালীবাড়ি রোড, সোনাপুর' },
  'doc-moumita-sen': { nameBn: 'শিশু সাথী চাইল্ড ক্লিনিক', addressBn: 'কলেজপাড়া, সোনাপুর' },
  'doc-rina-bhattacharya': { nameBn: 'মাতৃসদন নার্সিং হোম', addressBn: 'মিল রোড, সোনাপুর' },
  'doc-arijit-das': {
    nameBn: 'দাস বোন অ্যান্ড জয়েন্ট ক্লিনিক',
    addressBn: 'বাসস্ট্যান্ড রোড, সোনাপুর',
  },
  'doc-priyanka-saha': {
    nameBn: 'স্কিন অ্যান্ড হেয়ার ক্লিনিক',
    addressBn: 'নেতাজি মার্কেট, দোতলা, সোনাপুর',
  },
  'doc-soumen-pal': { nameBn: 'সেবায়ন পলিক্লিনিক, ইএনটি বিভাগ', addressBn: 'হাসপাতাল মোড়, সোনাপুর' },
  'doc-kaushik-mukherjee': { nameBn: 'দৃষ্টি আই সেন্টার', addressBn: 'কালীবাড়ি রোড, সোনাপুর' },
  'doc-nandini-basu': { nameBn: 'মন ভালো কাউন্সেলিং সেন্টার', addressBn: 'কলেজপাড়া, সোনাপুর' },
};

/** Doctors with their Bengali, the chamber's laid inside the chamber (not over it). */
export function doctorsWithBengali(doctors: readonly Doctor[]): Doctor[] {
  return withBengali(doctors, doctorsBn).map((doctor) => ({
    ...doctor,
    chamber: { ...doctor.chamber, ...chambersBn[doctor.id] },
  }));
}

const blood = 'রক্ত';
export const labTestsBn: Bengali<LabTest> = {
  'lab-cbc': {
    nameBn: 'কমপ্লিট ব্লাড কাউন্ট (সিবিসি)',
    descriptionBn: 'হিমোগ্লোবিন, লোহিত ও শ্বেত কণিকা আর প্লেটলেট: রক্তাল্পতা ও সংক্রমণ দেখা হয়।',
    sampleTypeBn: blood,
  },
  'lab-lipid-profile': {
    nameBn: 'লিপিড প্রোফাইল',
    descriptionBn: 'মোট কোলেস্টেরল, এইচডিএল, এলডিএল আর ট্রাইগ্লিসারাইড: হৃদযন্ত্রের স্বাস্থ্যের জন্য।',
    sampleTypeBn: blood,
    preparationBn: '১০-১২ ঘণ্টা খালি পেটে থাকুন; জল খাওয়া যাবে।',
  },
  'lab-hba1c': {
    nameBn: 'এইচবিএওয়ানসি (গ্লাইকেটেড হিমোগ্লোবিন)',
    descriptionBn: 'গত তিন মাসের গড় রক্তশর্করা।',
    sampleTypeBn: blood,
  },
  'lab-blood-sugar-fasting': {
    nameBn: 'রক্তশর্করা (খালি পেটে ও খাওয়ার পরে)',
    descriptionBn: 'খালি পেটে আর খাওয়ার পরের গ্লুকোজ: ডায়াবেটিস ধরার জন্য।',
    sampleTypeBn: blood,
    preparationBn: '৮-১০ ঘণ্টা খালি পেটে থাকুন; খাওয়ার ২ ঘণ্টা পরে দ্বিতীয় নমুনা দিন।',
  },
  'lab-thyroid-profile': {
    nameBn: 'থাইরয়েড প্রোফাইল (টি৩, টি৪, টিএসএইচ)',
    descriptionBn: 'থাইরয়েড গ্রন্থি কেমন কাজ করছে তা দেখা হয়।',
    sampleTypeBn: blood,
  },
  'lab-lft': {
    nameBn: 'লিভার ফাংশন টেস্ট (এলএফটি)',
    descriptionBn: 'বিলিরুবিন, লিভারের এনজাইম ও প্রোটিন।',
    sampleTypeBn: blood,
  },
  'lab-kft': {
    nameBn: 'কিডনি ফাংশন টেস্ট (কেএফটি)',
    descriptionBn: 'ইউরিয়া, ক্রিয়েটিনিন, ইউরিক অ্যাসিড ও ইলেকট্রোলাইট।',
    sampleTypeBn: blood,
  },
  'lab-urine-routine': {
    nameBn: 'প্রস্রাবের রুটিন ও মাইক্রোস্কোপি',
    descriptionBn: 'প্রস্রাবের সংক্রমণ, শর্করা ও প্রোটিন দেখা হয়।',
    sampleTypeBn: 'প্রস্রাব',
    preparationBn: 'সকালের প্রথম প্রস্রাবের মাঝের অংশ নমুনা হিসেবে নিন।',
  },
  'lab-vitamin-d': {
    nameBn: 'ভিটামিন ডি (২৫-ওএইচ)',
    descriptionBn: 'ভিটামিন ডি-র মাত্রা: হাড়ের স্বাস্থ্য ও ক্লান্তির জন্য।',
    sampleTypeBn: blood,
  },
  'lab-vitamin-b12': {
    nameBn: 'ভিটামিন বি১২',
    descriptionBn: 'ভিটামিন বি১২-র মাত্রা: ঝিনঝিন, দুর্বলতা ও রক্তাল্পতার জন্য।',
    sampleTypeBn: blood,
  },
  'lab-dengue-ns1': {
    nameBn: 'ডেঙ্গি এনএস১ অ্যান্টিজেন',
    descriptionBn: 'জ্বরের প্রথম দিনগুলিতেই ডেঙ্গি ধরা পড়ে।',
    sampleTypeBn: blood,
  },
  'lab-ecg': {
    nameBn: 'ইসিজি (১২-লিড)',
    descriptionBn: 'হৃদযন্ত্রের বৈদ্যুতিক রেখাচিত্র, ল্যাবেই করা হয়।',
    sampleTypeBn: 'কিছু লাগে না (ল্যাবে)',
  },
};

export const emergencyContactsBn: Bengali<EmergencyContact> = {
  'emg-sonapur-police-station': { nameBn: 'সোনাপুর থানা', addressBn: 'থানা রোড, সোনাপুর' },
  'emg-sonapur-fire-station': { nameBn: 'সোনাপুর দমকল কেন্দ্র', addressBn: 'মিল রোড, সোনাপুর' },
  'emg-sonapur-ambulance-service': {
    nameBn: 'সোনাপুর সেবা সমিতি অ্যাম্বুলেন্স',
    addressBn: 'কালীবাড়ি রোড, সোনাপুর',
  },
  'emg-sonapur-sd-hospital': {
    nameBn: 'সোনাপুর মহকুমা হাসপাতাল',
    addressBn: 'হাসপাতাল মোড়, সোনাপুর',
  },
  'emg-matri-sadan-nursing-home': { nameBn: 'মাতৃসদন নার্সিং হোম', addressBn: 'মিল রোড, সোনাপুর' },
  'emg-sonapur-blood-bank': {
    nameBn: 'ব্লাড ব্যাংক, মহকুমা হাসপাতাল',
    addressBn: 'হাসপাতাল মোড়, সোনাপুর',
  },
  'emg-wbsedcl-1912': { nameBn: 'বিদ্যুৎ অভিযোগ (WBSEDCL)' },
  'emg-wbsedcl-sonapur-ccc': {
    nameBn: 'WBSEDCL সোনাপুর গ্রাহক পরিষেবা কেন্দ্র',
    addressBn: 'পাওয়ার হাউস রোড, সোনাপুর',
  },
  'emg-sonapur-municipality': {
    nameBn: 'সোনাপুর পুরসভা অফিস',
    addressBn: 'পুরসভা ভবন, স্টেশন রোড, সোনাপুর',
  },
  'emg-municipality-water': {
    nameBn: 'পুরসভার জল সরবরাহ অভিযোগ',
    addressBn: 'জলপ্রকল্প, ঘাট রোড, সোনাপুর',
  },
  'emg-sonapur-bus-stand': {
    nameBn: 'সোনাপুর বাসস্ট্যান্ড অনুসন্ধান',
    addressBn: 'সোনাপুর বাসস্ট্যান্ড, স্টেশন রোড',
  },
};

export const teachersBn: Bengali<Teacher> = {
  'teacher-sukanta-dey': {
    subjectsBn: ['গণিত', 'পদার্থবিদ্যা'],
    areaBn: 'কলেজপাড়া',
    qualificationBn: 'এমএসসি (গণিত), বিএড',
    feeNoteBn: 'নবম-দশম শ্রেণি মাসে ₹৮০০, একাদশ-দ্বাদশ ₹১,২০০',
  },
  'teacher-papiya-ghosh': {
    subjectsBn: ['ইংরেজি'],
    areaBn: 'স্টেশন রোড',
    qualificationBn: 'এমএ (ইংরেজি), বিএড',
    feeNoteBn: 'মাসে ₹৭০০',
    batchesBn: 'রবিবার স্পোকেন ইংলিশ ব্যাচ',
  },
  'teacher-bikash-halder': {
    subjectsBn: ['রসায়ন', 'জীববিদ্যা'],
    areaBn: 'হাসপাতাল মোড়',
    qualificationBn: 'এমএসসি (রসায়ন)',
    feeNoteBn: 'প্রতি বিষয় মাসে ₹১,০০০',
    batchesBn: '১৫ জনের ব্যাচ; সপ্তাহান্তে নিট ফাউন্ডেশন',
  },
  'teacher-mousumi-sarkar': {
    subjectsBn: ['বাংলা', 'ইতিহাস', 'ভূগোল'],
    areaBn: 'কালীবাড়ি রোড',
    qualificationBn: 'এমএ (বাংলা), বিএড',
  },
  'teacher-rajib-mallick': {
    subjectsBn: ['বাংলা', 'ইংরেজি', 'গণিত', 'পরিবেশ পরিচিতি'],
    areaBn: 'নতুন বাজার',
    qualificationBn: 'বিএসসি, ডিএলএড',
    feeNoteBn: 'মাসে ₹৬০০, সপ্তাহে তিন দিন',
  },
  'teacher-ananya-chakraborty': {
    subjectsBn: ['হিসাবশাস্ত্র', 'অর্থনীতি', 'ব্যবসায় শিক্ষা'],
    areaBn: 'মিল রোড',
    qualificationBn: 'এমকম, সিএ ইন্টারমিডিয়েট',
  },
  'teacher-debasish-roy': {
    subjectsBn: ['কম্পিউটার বিজ্ঞান', 'গণিত'],
    areaBn: 'বাসস্ট্যান্ড রোড',
    qualificationBn: 'বিটেক (কম্পিউটার বিজ্ঞান)',
    feeNoteBn: 'মাসে ₹৯০০; কোর্সের দাম আলাদা',
    batchesBn: 'পাইথন আর কম্পিউটারের প্রাথমিক কোর্সও আছে',
  },
};

const toto = (colour: string) => `ই-রিকশা (টোটো), ${colour}`;
export const transportBn: Bengali<TransportListing> = {
  'toto-gopal-das': {
    vehicleBn: toto('সবুজ'),
    standBn: 'সোনাপুর স্টেশন টোটো স্ট্যান্ড',
    fareNoteBn: 'শহরের মধ্যে সিট প্রতি ₹১০, রিজার্ভ ₹৬০',
  },
  'toto-sanjay-bag': {
    vehicleBn: toto('নীল'),
    standBn: 'সোনাপুর বাসস্ট্যান্ড',
    fareNoteBn: 'শহরের মধ্যে সিট প্রতি ₹১০, রিজার্ভ ₹৬০',
  },
  'toto-rahim-sheikh': {
    vehicleBn: toto('হলুদ'),
    standBn: 'হাসপাতাল মোড়',
    fareNoteBn: 'যে কোনো সময়ে হাসপাতালে যাওয়া, রিজার্ভ ₹৭০',
  },
  'toto-bablu-majhi': {
    vehicleBn: toto('লাল'),
    standBn: 'নতুন বাজার',
    fareNoteBn: 'সিট প্রতি ₹১০; বাজারের মালপত্রও নেয়',
  },
  'car-swapan-pal': {
    vehicleBn: 'মারুতি ডিজায়ার, সাদা (এসি)',
    standBn: 'সোনাপুর বাসস্ট্যান্ডের গাড়ি স্ট্যান্ড',
    fareNoteBn: 'কিলোমিটার প্রতি ₹১৪; বর্ধমান যাওয়া-আসা ₹১,৮০০',
  },
  'car-asif-khan': {
    vehicleBn: 'মাহিন্দ্রা বোলেরো, রুপোলি',
    standBn: 'স্টেশন রোড',
    fareNoteBn: 'কিলোমিটার প্রতি ₹১৬; কলকাতা বিমানবন্দর ₹৪,৫০০',
  },
  'bus-maa-durga-travels': {
    vehicleBn: 'টাটা ৪০ সিটের বাস',
    standBn: 'সোনাপুর বাসস্ট্যান্ড',
    fareNoteBn: 'বিয়ে, পিকনিক আর তীর্থযাত্রার জন্য রিজার্ভ; দিনে ₹৯,০০০ থেকে',
  },
  'bus-sonapur-tourist-service': {
    vehicleBn: 'ফোর্স ট্রাভেলার, ১৭ সিট (এসি)',
    standBn: 'মিল রোড',
    fareNoteBn: 'দিঘা, তারাপীঠ আর মায়াপুরে দলবদ্ধ ভ্রমণ; দাম জেনে নিন',
  },
};

const busStand = 'সোনাপুর বাসস্ট্যান্ড';
export const busRoutesBn: Bengali<BusRoute> = {
  'bus-route-bardhaman': {
    destinationBn: 'বর্ধমান',
    fromBn: busStand,
    stopsBn: ['কালীতলা মোড়', 'রসুলপুর', 'মেমারি', 'বর্ধমান নবাবহাট'],
  },
  'bus-route-kolkata-esplanade': {
    destinationBn: 'কলকাতা (ধর্মতলা)',
    fromBn: busStand,
    stopsBn: ['মেমারি', 'ডানকুনি', 'হাওড়া স্টেশন', 'ধর্মতলা'],
  },
  'bus-route-durgapur': {
    destinationBn: 'দুর্গাপুর',
    fromBn: busStand,
    stopsBn: ['বর্ধমান', 'গলসি', 'পানাগড়', 'দুর্গাপুর সিটি সেন্টার'],
  },
  'bus-route-bolpur': {
    destinationBn: 'বোলপুর (শান্তিনিকেতন)',
    fromBn: busStand,
    stopsBn: ['গুসকরা', 'ভেদিয়া', 'বোলপুর চৌরাস্তা'],
  },
};

export const galleriesBn: Bengali<Gallery> = {
  'gallery-durga-puja': {
    titleBn: 'সোনাপুরের দুর্গাপুজো',
    descriptionBn: 'শহরের সবচেয়ে বড় উৎসবের প্যান্ডেল, আলো আর ঢাকি।',
  },
  'gallery-around-sonapur': {
    titleBn: 'সোনাপুরের আশেপাশে',
    descriptionBn: 'রোজকার জায়গাগুলি, যা নিয়ে এই শহর।',
  },
};

/** Gallery captions in Bengali, by the picture's address. */
const captionsBn: Record<string, string> = {
  '/images/gallery/puja-pandal.svg': 'স্টেশন রোড সর্বজনীনের প্যান্ডেল',
  '/images/gallery/puja-idol.svg': 'কালীবাড়ি রোডের মা দুর্গা',
  '/images/gallery/puja-dhaki.svg': 'অষ্টমীর সকালে ঢাকিদের বাজনা',
  '/images/gallery/puja-lights.svg': 'বাসস্ট্যান্ড রোড জুড়ে আলোর সাজ',
  '/images/gallery/puja-sindur-khela.svg': 'দশমীর সিঁদুর খেলা',
  '/images/gallery/puja-bisarjan.svg': 'নদীর ঘাটে বিসর্জনের শোভাযাত্রা',
  '/images/gallery/river-ghat.svg': 'নদীর ঘাটে সন্ধ্যা',
  '/images/gallery/notun-bazaar.svg': 'নতুন বাজারে সকালের ভিড়',
  '/images/gallery/railway-station.svg': 'সোনাপুর রেল স্টেশন',
  '/images/gallery/paddy-fields.svg': 'ধান কাটার আগের খেত',
  '/images/gallery/college.svg': 'সোনাপুর কলেজ, প্রতিষ্ঠা ১৯৬২',
};

/** Galleries with their Bengali, each picture's caption beside its English. */
export function galleriesWithBengali(galleries: readonly Gallery[]): Gallery[] {
  return withBengali(galleries, galleriesBn).map((gallery) => ({
    ...gallery,
    images: gallery.images.map((image) => {
      const captionBn = captionsBn[image.src];
      return captionBn ? { ...image, captionBn } : image;
    }),
  }));
}

export const feedsBn: Bengali<FeedPost> = {
  'feed-news-water-supply': {
    titleBn: 'এই বৃহস্পতিবার ৪ ও ৫ নম্বর ওয়ার্ডে জল বন্ধ',
    bodyBn:
      'পুরসভা বৃহস্পতিবার, ১২ নভেম্বর ঘাট রোডের ওভারহেড ট্যাংক পরিষ্কার করবে। ৪ ও ৫ নম্বর ওয়ার্ডে সকাল ৮টা থেকে বিকেল ৪টে পর্যন্ত জল আসবে না। আগের রাতে জল ধরে রাখুন।',
  },
  'feed-news-new-bus-kolkata': {
    titleBn: 'কলকাতার জন্য ভোরের নতুন বাস',
    bodyBn:
      '১৬ নভেম্বর থেকে এসবিএসটিসি-র একটি বাড়তি বাস ভোর ৫টায় সোনাপুর বাসস্ট্যান্ড থেকে ধর্মতলা যাবে, পৌঁছবে সকাল ৮টার আগে।',
  },
  'feed-news-road-repair': {
    titleBn: 'স্টেশন রোড মেরামতের কাজ শুরু',
    bodyBn:
      'বাসস্ট্যান্ড থেকে হাসপাতাল মোড় পর্যন্ত স্টেশন রোডের নতুন পিচের কাজ সোমবার শুরু হবে, চলবে প্রায় দশ দিন। ততদিন টোটো মিল রোড দিয়ে যাবে।',
  },
  'feed-event-health-camp': {
    titleBn: 'রবিবার বিনামূল্যে স্বাস্থ্য পরীক্ষা শিবির',
    bodyBn:
      'সোনাপুর সেবা সমিতি রবিবার, ১৫ নভেম্বর সকাল ৯টা থেকে দুপুর ২টো পর্যন্ত পুরসভা হলে বিনামূল্যে শিবির করছে: রক্তশর্করা, রক্তচাপ, চোখ পরীক্ষা আর ডাক্তারের পরামর্শ।',
  },
  'feed-event-jagaddhatri-puja': {
    titleBn: 'জগদ্ধাত্রী পুজোর সাংস্কৃতিক সন্ধ্যা',
    bodyBn:
      'নবমীর সন্ধ্যা ৬টা থেকে কলেজপাড়ার প্যান্ডেলে গান, আবৃত্তি আর ছোটদের বসে আঁকো প্রতিযোগিতা। সবাই আমন্ত্রিত।',
  },
  'feed-event-football-final': {
    titleBn: 'শহরের মাঠে আন্তঃওয়ার্ড ফুটবল ফাইনাল',
    bodyBn: 'শনিবার বিকেল ৩টেয় সোনাপুর কাপের ফাইনালে ২ নম্বর ওয়ার্ড বনাম ৭ নম্বর ওয়ার্ড। প্রবেশ অবাধ।',
  },
  'feed-offer-banerjee-nolen-gur': {
    titleBn: 'বন্দ্যোপাধ্যায় মিষ্টান্ন ভান্ডারে নলেন গুড়ের মরসুম',
    bodyBn: 'নলেন গুড়ের সন্দেশ আর রসগোল্লা ফিরে এসেছে। এই সপ্তাহে অ্যাপে ১২টি বা তার বেশি অর্ডার করলে ১০% ছাড়।',
  },
  'feed-offer-annapurna-free-delivery': {
    titleBn: '₹৫০০-র বেশি মুদি জিনিসে বিনামূল্যে ডেলিভারি',
    bodyBn: 'সোনাপুরের যে কোনো মুদি দোকান থেকে ₹৫০০-র বেশি অর্ডার বিনা খরচে বাড়িতে পৌঁছে যাবে।',
  },
  'feed-offer-sonapur-mart-winter': {
    titleBn: 'সোনাপুর মার্ট অনলাইনে শীতের সেল',
    bodyBn: 'নভেম্বরের শেষ পর্যন্ত টর্চ, এক্সটেনশন বোর্ড আর মশারি বিশেষ দামে।',
  },
  'feed-job-delivery-riders': {
    titleBn: 'ডেলিভারি রাইডার চাই',
    bodyBn:
      'টাউন সার্ভিসেস নিজের সাইকেল বা স্কুটার আছে এমন দুজন ডেলিভারি রাইডার খুঁজছে। সময় নিজের মতো, সাপ্তাহিক পারিশ্রমিক। আবেদনের জন্য হেল্প ডেস্কে ফোন করুন।',
  },
  'feed-job-pharmacy-assistant': {
    titleBn: 'লাইফলাইন মেডিক্যাল হলে ফার্মেসি সহকারী',
    bodyBn: 'পুরো সময়ের সহকারী চাই; ডি.ফার্ম থাকলে ভালো। সিভি নিয়ে হাসপাতাল মোড়ে নিজে এসে আবেদন করুন।',
  },
};

const allWards = 'সব ওয়ার্ড';
export const servicesBn: Bengali<ServiceProvider> = {
  'svc-electrician-pintu-saha': {
    nameBn: 'পিন্টু সাহা',
    areaBn: 'স্টেশন রোড ও কলেজপাড়া',
    descriptionBn: 'ঘরের ওয়্যারিং, পাখা ও আলো লাগানো, ইনভার্টার বসানো।',
  },
  'svc-electrician-alok-mondal': {
    nameBn: 'অলোক মণ্ডল',
    areaBn: 'মিল রোড ও নতুন বাজার',
    descriptionBn: 'ওয়্যারিং সারাই, মিটার বোর্ড আর এসি সার্ভিসিং।',
  },
  'svc-plumber-sheikh-jamal': {
    nameBn: 'শেখ জামাল',
    areaBn: allWards,
    descriptionBn: 'কল আর পাইপের লিক, জলের ট্যাংক ও মোটর লাগানো।',
  },
  'svc-plumber-ratan-biswas': {
    nameBn: 'রতন বিশ্বাস',
    areaBn: 'হাসপাতাল মোড় ও কালীবাড়ি রোড',
    descriptionBn: 'বাথরুমের ফিটিং, গিজার আর নর্দমা পরিষ্কার।',
  },
  'svc-carpenter-haru-sutradhar': {
    nameBn: 'হারু সূত্রধর',
    areaBn: allWards,
    descriptionBn: 'আসবাব সারাই, দরজা, জানলা আর মাপমতো আলমারি।',
  },
  'svc-carpenter-bapi-mistri': {
    nameBn: 'বাপি মিস্ত্রি',
    areaBn: 'বাসস্ট্যান্ড রোড',
    descriptionBn: 'মডিউলার রান্নাঘর, খাট আর পালিশের কাজ।',
  },
  'svc-tailor-rekha-tailors': {
    nameBn: 'রেখা লেডিজ টেলার্স',
    areaBn: 'নেতাজি মার্কেট',
    descriptionBn: 'ব্লাউজ, সালোয়ার স্যুট আর স্কুলের পোশাক; শাড়ির ফল-পিকো।',
  },
  'svc-tailor-modern-tailors': {
    nameBn: 'মডার্ন জেন্টস টেলার্স',
    areaBn: 'স্টেশন রোড',
    descriptionBn: 'শার্ট, প্যান্ট, পাঞ্জাবি আর অল্টারেশন।',
  },
  'svc-mechanic-bishu-motor-works': {
    nameBn: 'বিশু মোটর ওয়ার্কস',
    areaBn: 'বাসস্ট্যান্ড রোড',
    descriptionBn: 'মোটরসাইকেল আর স্কুটার সারাই, সার্ভিসিং ও পাংচার।',
  },
  'svc-mechanic-toto-care': {
    nameBn: 'টোটো কেয়ার গ্যারেজ',
    areaBn: 'মিল রোড',
    descriptionBn: 'ই-রিকশার ব্যাটারি, মোটর আর কন্ট্রোলার সারাই।',
  },
  'svc-cleaning-sparkle-home': {
    nameBn: 'স্পার্কল হোম ক্লিনিং',
    areaBn: allWards,
    descriptionBn: 'গোটা বাড়ি, রান্নাঘর আর বাথরুমের গভীর পরিষ্কার; জলের ট্যাংক পরিষ্কার।',
  },
  'svc-cleaning-pest-control': {
    nameBn: 'সোনাপুর পেস্ট কন্ট্রোল',
    areaBn: allWards,
    descriptionBn: 'বাড়ি আর দোকানে আরশোলা, উই আর মশা দমন।',
  },
};
