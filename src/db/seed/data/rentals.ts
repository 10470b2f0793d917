import type { NewRentalMachine } from '@/db/schema';

/** Demo rental machines (spec: public-site §3 "Rental machine", §9 "from 650 shekels per month"). */
export const demoRentals: NewRentalMachine[] = [
  // Pizza machine rental: main image + 2 gallery images, 6 features.
  {
    nameHe: 'השכרת מכונת פיצה אוטומטית',
    nameEn: 'Automatic Pizza Machine Rental',
    slug: 'pizza-machine-rental',
    descriptionHe: [
      'רוצים ליהנות מהכנסה של מכונת פיצה בלי השקעה ראשונית גדולה? במסלול ההשכרה אתם מקבלים מכונת פיצה אוטומטית מלאה בתשלום חודשי קבוע.',
      'אנחנו דואגים להתקנה, לתחזוקה ולשירות. המסלול מתאים לעסקים שרוצים לבדוק את הפוטנציאל במיקום שלהם לפני רכישה, לאירועים ולעונות עמוסות, ולכל מי שמעדיף גמישות על פני התחייבות ארוכת טווח.',
    ].join('\n'),
    descriptionEn: [
      'Want the income of a pizza machine without a large upfront investment? Rent a complete automatic pizza machine for a fixed monthly fee.',
      'We take care of installation, maintenance and service. The plan suits businesses that want to test the potential of their location before buying, events and busy seasons, and anyone who prefers flexibility over a long-term commitment.',
    ].join('\n'),
    priceHe: 'החל מ-650 ₪ לחודש',
    priceEn: 'From 650 NIS per month',
    featuresHe: [
      'פיצה טרייה תוך 3 דקות, 24/7',
      'התקנה והדרכה ללא עלות',
      'תחזוקה ושירות טכני כלולים במחיר',
      'ניטור מכירות ומלאי מרחוק',
      'אפשרות לרכישת המכונה בהמשך',
      'ללא השקעה ראשונית גבוהה',
    ],
    featuresEn: [
      'Fresh pizza in 3 minutes, 24/7',
      'Free installation and training',
      'Maintenance and technical support included',
      'Remote sales and stock monitoring',
      'Option to buy the machine later',
      'No large upfront investment',
    ],
    imageUrl: '/images/products/pizza-machine.webp',
    galleryImages: [
      '/images/products/pizza-machine-2.webp',
      '/images/products/pizza-machine-3.webp',
    ],
    isActive: true,
    displayOrder: 0,
  },
  // Beverage machine rental: main image + 1 gallery image, 4 features.
  {
    nameHe: 'השכרת מכונת משקאות אוטומטית',
    nameEn: 'Automatic Beverage Machine Rental',
    slug: 'beverage-machine-rental',
    descriptionHe: [
      'מכונת משקאות קרים בהשכרה חודשית – פתרון פשוט לשדרוג לובי, חדר אוכל או אזור המתנה. אנחנו מתקינים, מתחזקים ומוודאים שהמכונה עובדת כמו שצריך.',
      'אפשר לשלב אותה לצד מכונת פיצה קיימת או להתחיל איתה כצעד ראשון בעולם המכירה האוטומטית.',
    ].join('\n'),
    descriptionEn: [
      'A cold-drinks machine on a monthly rental – a simple way to upgrade a lobby, staff dining room or waiting area.',
      'We install it, maintain it and make sure it keeps running smoothly. Place it next to an existing pizza machine or start with it as your first step into automated retail.',
    ].join('\n'),
    priceHe: 'החל מ-350 ₪ לחודש',
    priceEn: 'From 350 NIS per month',
    featuresHe: [
      'מגוון משקאות קרים, 24/7',
      'תשלום באשראי ובתשלום ללא מגע',
      'תחזוקה שוטפת כלולה',
      'התקנה מהירה',
    ],
    featuresEn: [
      'A wide range of cold drinks, 24/7',
      'Credit card and contactless payment',
      'Routine maintenance included',
      'Fast installation',
    ],
    imageUrl: '/images/products/beverage-machine.webp',
    galleryImages: ['/images/products/beverage-machine-2.webp'],
    isActive: true,
    displayOrder: 1,
  },
  // Pizza + beverage combo rental: two main product images, 5 features.
  {
    nameHe: 'חבילת פיצה ומשקאות בהשכרה',
    nameEn: 'Pizza & Beverage Combo Rental',
    slug: 'pizza-beverage-combo-rental',
    descriptionHe: [
      'החבילה המשתלמת ביותר שלנו: מכונת פיצה ומכונת משקאות זו לצד זו, כך שהלקוחות מקבלים פיצה חמה ושתייה קרה במקום אחד, בכל שעה.',
      'אתם נהנים מסל קנייה ממוצע גבוה יותר, והחבילה כוללת התקנה של שתי המכונות, תחזוקה, שירות טכני ודוחות מכירות חודשיים – במחיר חודשי נמוך יותר מהשכרה נפרדת של כל מכונה.',
    ].join('\n'),
    descriptionEn: [
      'Our best-value package: a pizza machine and a beverage machine side by side, serving hot pizza and cold drinks in one place at any hour.',
      'You benefit from a higher average order, and the package covers installation of both machines, maintenance, technical support and monthly sales reports – for a lower monthly fee than renting each machine separately.',
    ].join('\n'),
    priceHe: 'החל מ-900 ₪ לחודש',
    priceEn: 'From 900 NIS per month',
    featuresHe: [
      'מכונת פיצה ומכונת משקאות בחבילה אחת',
      'חיסכון לעומת השכרה נפרדת',
      'התקנה, תחזוקה ושירות כלולים',
      'דוחות מכירות חודשיים',
      'פעילות 24/7',
    ],
    featuresEn: [
      'A pizza machine and a beverage machine in one package',
      'Costs less than renting each separately',
      'Installation, maintenance and support included',
      'Monthly sales reports',
      'Open 24/7',
    ],
    imageUrl: '/images/products/pizza-machine.webp',
    galleryImages: ['/images/products/beverage-machine.webp'],
    isActive: true,
    displayOrder: 2,
  },
];
