import type { NewProduct, ProductReview, ProductSpecs } from '@/db/schema';

/**
 * The pizza machine's customer reviews (sample content, spec public-site §1: four, each rated 5).
 * Migration 0010 gives databases seeded before the column the same ones.
 */
export const pizzaReviews: ProductReview[] = [
  {
    rating: 5,
    nameHe: 'יוסי כהן',
    nameEn: 'David Cohen',
    cityHe: 'תל אביב',
    cityEn: 'Tel Aviv',
    textHe:
      'התקנו את המכונה בלובי של בניין המשרדים שלנו והעובדים פשוט אוהבים אותה. הפיצה טעימה, חמה ומוכנה תוך דקות, והשירות מצוין.',
    textEn:
      'We installed the machine in our office building lobby and the staff love it. The pizza is tasty, hot and ready in minutes, and the service is excellent.',
  },
  {
    rating: 5,
    nameHe: 'מיכל לוי',
    nameEn: 'Sarah Levi',
    cityHe: 'חיפה',
    cityEn: 'Haifa',
    textHe:
      'ההשקעה החזירה את עצמה מהר ממה שציפינו. הצוות ליווה אותנו מבחירת המיקום ועד יום ההפעלה הראשון, ותמיד זמין לכל שאלה.',
    textEn:
      'The investment paid back faster than we expected. The team guided us from choosing the location to the first day of operation and is always available.',
  },
  {
    rating: 5,
    nameHe: 'אבי מזרחי',
    nameEn: 'Michael Mizrahi',
    cityHe: 'באר שבע',
    cityEn: 'Beersheba',
    textHe:
      'מכונה אמינה שעובדת מסביב לשעון בלי תקלות. הניטור מרחוק חוסך לנו המון זמן, והסטודנטים בקמפוס מרוצים מאוד.',
    textEn:
      'A reliable machine that runs around the clock without faults. Remote monitoring saves us a lot of time, and the students on campus are delighted.',
  },
  {
    rating: 5,
    nameHe: 'רונית אברהם',
    nameEn: 'Rachel Abraham',
    cityHe: 'ירושלים',
    cityEn: 'Jerusalem',
    textHe:
      'שירות מקצועי ואדיב, התקנה מהירה ואחריות מלאה. ממליצה בחום לכל בעל עסק שמחפש הכנסה נוספת.',
    textEn:
      'Professional, friendly service, fast installation and a full warranty. I warmly recommend it to any business owner looking for extra income.',
  },
];

/** The pizza machine's spec sheet (one pizza every 3 minutes: 20 an hour). */
export const pizzaSpecs: ProductSpecs = {
  dimensionsHe: '120 × 95 × 205 ס״מ (רוחב × עומק × גובה)',
  dimensionsEn: '120 × 95 × 205 cm (W × D × H)',
  powerHe: '230 וולט, חד-פאזי, 3.5 קילוואט',
  powerEn: '230 V single-phase, 3.5 kW',
  capacityHe: 'עד 100 פיצות בתא קירור (2–4°C)',
  capacityEn: 'Up to 100 pizzas in a chilled store (2–4°C)',
  perHour: 20,
  connectivityHe: '4G ו-Wi-Fi, ניטור מלאי ומכירות מרחוק',
  connectivityEn: '4G and Wi-Fi, remote stock and sales monitoring',
};

/** The beverage machine's spec sheet. */
export const beverageSpecs: ProductSpecs = {
  dimensionsHe: '90 × 85 × 195 ס״מ (רוחב × עומק × גובה)',
  dimensionsEn: '90 × 85 × 195 cm (W × D × H)',
  powerHe: '230 וולט, 0.6 קילוואט',
  powerEn: '230 V, 0.6 kW',
  capacityHe: 'עד 350 בקבוקים ופחיות ב-8 מסילות',
  capacityEn: 'Up to 350 bottles and cans in 8 columns',
  connectivityHe: '4G, ניטור מלאי מרחוק והתראות על חוסרים',
  connectivityEn: '4G, remote stock monitoring with low-stock alerts',
};

/** Demo products for sale (spec: public-site §3 "Product", §9 prices). */
export const demoProducts: NewProduct[] = [
  // Pizza machine: full data, main image + 2 gallery images, 10 features.
  {
    nameHe: 'מכונת פיצה אוטומטית',
    nameEn: 'Automatic Pizza Machine',
    slugHe: 'מכונת-פיצה-אוטומטית',
    slugEn: 'automatic-pizza-machine',
    descriptionHe: [
      'מכונת הפיצה של אוטופיצה מכינה פיצה טרייה וחמה מההתחלה ועד הסוף – בצק, רוטב, גבינה, תוספות ואפייה בתנור מהיר – תוך 3 דקות בלבד, בלי עובדים ובלי השגחה.',
      'הלקוח בוחר פיצה במסך מגע נוח בעברית או באנגלית, מוסיף תוספות מתוך 7 סוגים ומשלם בכרטיס אשראי, בטלפון או בארנק דיגיטלי. המכונה פועלת 24 שעות ביממה, 7 ימים בשבוע, ומתאימה במיוחד לקמפוסים, לבניינים משרדיים, לתחנות דלק, לבתי חולים ולמרכזי קניות.',
      'כל מכונה מחוברת למערכת ניטור מרחוק שמדווחת על מלאי, טמפרטורות ומכירות בזמן אמת. הרכישה כוללת התקנה, הדרכה, אחריות מלאה ושירות טכני מקצועי בכל רחבי הארץ.',
    ].join('\n'),
    descriptionEn: [
      'The AutoPizza machine makes a fresh, hot pizza from scratch – dough, sauce, cheese, toppings and a high-speed oven – in just 3 minutes, with no staff on site.',
      'Customers choose their pizza on an intuitive Hebrew or English touch screen, pick from 7 toppings and pay by credit card, phone or digital wallet. The machine runs 24/7, making it a perfect fit for campuses, office buildings, gas stations, hospitals and shopping centres.',
      'Every machine is connected to a remote monitoring system that reports stock levels, temperatures and sales in real time. The purchase includes installation, training, a full warranty and professional technical support anywhere in Israel.',
    ].join('\n'),
    featuresHe: [
      'פיצה טרייה וחמה תוך 3 דקות',
      '7 סוגי תוספות לבחירה',
      'פעילות רציפה 24/7 ללא צורך בעובדים',
      'מסך מגע ידידותי בעברית ובאנגלית',
      'תשלום באשראי, ב-Apple Pay, ב-Google Pay ובתשלום ללא מגע',
      'ניטור מלאי ומכירות מרחוק בזמן אמת',
      'מערכת ניקוי עצמי אוטומטית',
      'קירור מבוקר לשמירה על טריות חומרי הגלם',
      'עמידה בתקני בטיחות מזון ותברואה',
      'התקנה, הדרכה ואחריות מלאה',
    ],
    featuresEn: [
      'Fresh, hot pizza in 3 minutes',
      '7 toppings to choose from',
      'Runs 24/7 with no staff required',
      'Easy-to-use Hebrew and English touch screen',
      'Credit card, Apple Pay, Google Pay and contactless payment',
      'Real-time remote monitoring of stock and sales',
      'Automatic self-cleaning system',
      'Temperature-controlled storage keeps ingredients fresh',
      'Meets food safety and hygiene standards',
      'Installation, training and full warranty included',
    ],
    priceHe: '75,000 ₪ + מע״מ',
    priceEn: '$22,500 + VAT',
    imageUrl: '/images/products/pizza-machine.webp',
    galleryImages: [
      '/images/products/pizza-machine-2.webp',
      '/images/products/pizza-machine-3.webp',
    ],
    primaryImageIndex: 0,
    displayOrder: 0,
    isActive: true,
    reviews: pizzaReviews,
    specs: pizzaSpecs,
  },
  // Beverage machine: main image + 1 gallery image, 7 features.
  {
    nameHe: 'מכונת משקאות אוטומטית',
    nameEn: 'Automatic Beverage Machine',
    slugHe: 'מכונת-משקאות-אוטומטית',
    slugEn: 'automatic-beverage-machine',
    descriptionHe: [
      'מכונת המשקאות של אוטופיצה מגישה מגוון רחב של משקאות קרים – שתייה קלה, מים מינרליים, משקאות אנרגיה ומיצים – בטמפרטורה המושלמת, בכל שעה של היום והלילה.',
      'המכונה משתלבת באופן טבעי לצד מכונת הפיצה ומשלימה את חוויית הארוחה, אך גם מצליחה מאוד כיחידה עצמאית בלובי, בחדר אוכל או בתחנת המתנה. תצוגת LED, תשלום ללא מגע וניטור מלאי מרחוק הופכים את התפעול לפשוט ויעיל.',
    ].join('\n'),
    descriptionEn: [
      'The AutoPizza beverage machine serves cold drinks – soft drinks, mineral water, energy drinks and juices – at just the right temperature, day or night.',
      'It sits naturally next to the pizza machine and rounds off the meal, but it also performs very well on its own in a lobby, a staff dining room or a waiting area. An LED display, contactless payment and remote stock monitoring keep day-to-day operation simple and efficient.',
    ].join('\n'),
    featuresHe: [
      'מגוון משקאות קרים בטמפרטורה מבוקרת',
      'פעילות 24/7',
      'תשלום באשראי ובתשלום ללא מגע',
      'ניטור מלאי מרחוק והתראות על חוסרים',
      'תאורת LED חסכונית וחזית מושכת עין',
      'צריכת חשמל נמוכה',
      'משתלבת לצד מכונת הפיצה לחוויית ארוחה מלאה',
    ],
    featuresEn: [
      'Wide range of cold drinks at a controlled temperature',
      'Open 24/7',
      'Credit card and contactless payment',
      'Remote stock monitoring with low-stock alerts',
      'Energy-efficient LED lighting and an eye-catching front',
      'Low power consumption',
      'Pairs with the pizza machine for a complete meal',
    ],
    priceHe: '23,000 ₪ + מע״מ',
    priceEn: '$6,000 + VAT',
    imageUrl: '/images/products/beverage-machine.webp',
    galleryImages: ['/images/products/beverage-machine-2.webp'],
    primaryImageIndex: 0,
    displayOrder: 1,
    isActive: true,
    specs: beverageSpecs,
  },
  // Snack machine: coming soon (no price), no gallery, 5 features; no reviews or spec sheet yet.
  {
    nameHe: 'מכונת חטיפים אוטומטית',
    nameEn: 'Automatic Snack Machine',
    slugHe: 'מכונת-חטיפים-אוטומטית',
    slugEn: 'automatic-snack-machine',
    comingSoon: true,
    descriptionHe: [
      'בקרוב! מכונת החטיפים החדשה של אוטופיצה תשלים את המשפחה עם מבחר חטיפים מתוקים ומלוחים, חטיפי בריאות ומוצרים ללא גלוטן – זמינים 24/7 בתשלום ללא מגע.',
      'המכונה נמצאת בשלבי פיתוח אחרונים. השאירו פרטים ונעדכן אתכם ראשונים במועד ההשקה, במחיר ובתנאי ההזמנה המוקדמת.',
    ].join('\n'),
    descriptionEn: [
      'Coming soon! The new AutoPizza snack machine will complete the family with a selection of sweet and savoury snacks, healthy bars and gluten-free options.',
      'The machine is in its final stage of development. Leave your details and you will be the first to hear about the launch date, pricing and pre-order terms.',
    ].join('\n'),
    featuresHe: [
      'מבחר חטיפים מתוקים, מלוחים ובריאים',
      'פעילות 24/7',
      'תשלום ללא מגע',
      'ניטור מלאי מרחוק',
      'עיצוב קומפקטי המתאים לכל לובי',
    ],
    featuresEn: [
      'Sweet, savoury and healthy snacks',
      'Open 24/7',
      'Contactless payment',
      'Remote stock monitoring',
      'Compact design that fits any lobby',
    ],
    priceHe: '',
    priceEn: '',
    imageUrl: '/images/products/snack-machine.webp',
    galleryImages: [],
    primaryImageIndex: 0,
    displayOrder: 2,
    isActive: true,
  },
];
