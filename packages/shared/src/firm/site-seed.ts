import type { SiteContent } from '../site/schema';

/**
 * KC Law's site as it was before the firm could edit it: the content a new installation publishes
 * as its first version. Generated once from the firm constants and translation catalogs of the
 * time, and kept as data, so that removing those later cannot change it. Edit the site in the
 * admin (Admin -> Site), not here.
 */
export const kcLawSiteSeed: SiteContent = {
  identity: {
    name: {
      en: 'KC Law',
      el: 'KC Law',
    },
    legalName: {
      en: 'KC Law LLC',
      el: 'KC Law LLC',
    },
    logoAssetId: null,
    photoAssetId: null,
    brandColor: '#14213d',
    address: {
      street: {
        en: '1 Archbishop Makarios III Avenue',
        el: 'Λεωφόρος Αρχιεπισκόπου Μακαρίου Γ΄ 1',
      },
      city: {
        en: 'Nicosia',
        el: 'Λευκωσία',
      },
      postalCode: '1065',
      country: 'CY',
    },
    phone: '+357 22 123 456',
    email: 'info@kclaw.com.cy',
    officeHours: {
      en: 'Monday-Friday 9:00 AM - 6:00 PM',
      el: 'Δευτέρα-Παρασκευή 9:00 - 18:00',
    },
    openingHours: [
      {
        days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
        opens: '09:00',
        closes: '18:00',
      },
    ],
    emergencyPhone: '+357 99 123 456',
    socialLinks: [],
    vatNumber: '',
    registrationNumber: '',
    geo: null,
  },
  team: [
    {
      id: 'konstantinos-christou',
      name: {
        en: 'Konstantinos Christou',
        el: 'Κωνσταντίνος Χρίστου',
      },
      title: {
        en: 'Founding Partner, Advocate',
        el: 'Ιδρυτικός εταίρος, Δικηγόρος',
      },
      badges: [
        {
          en: 'Cyprus Bar Association',
          el: 'Παγκύπριος Δικηγορικός Σύλλογος',
        },
        {
          en: 'LL.M. Commercial Law',
          el: 'LL.M. στο Εμπορικό Δίκαιο',
        },
        {
          en: 'Certified Data Protection Officer',
          el: 'Πιστοποιημένος Υπεύθυνος Προστασίας Δεδομένων',
        },
        {
          en: 'Greek & English',
          el: 'Ελληνικά και Αγγλικά',
        },
      ],
      bio: {
        en: 'Konstantinos founded KC Law after years in commercial practice in Nicosia. He advises companies, property buyers and families, and represents clients before the courts of the Republic of Cyprus. He works in Greek and English.',
        el: 'Ο Κωνσταντίνος ίδρυσε την KC Law μετά από χρόνια άσκησης εμπορικού δικαίου στη Λευκωσία. Συμβουλεύει εταιρείες, αγοραστές ακινήτων και οικογένειες και εκπροσωπεί πελάτες ενώπιον των δικαστηρίων της Κυπριακής Δημοκρατίας. Εργάζεται στα ελληνικά και στα αγγλικά.',
      },
      photoAssetId: null,
    },
  ],
  home: {
    sections: [
      {
        id: 'hero',
        hidden: false,
      },
      {
        id: 'about',
        hidden: false,
      },
      {
        id: 'practiceAreas',
        hidden: false,
      },
      {
        id: 'team',
        hidden: false,
      },
      {
        id: 'testimonials',
        hidden: false,
      },
      {
        id: 'faq',
        hidden: false,
      },
      {
        id: 'pricing',
        hidden: false,
      },
      {
        id: 'news',
        hidden: false,
      },
      {
        id: 'contact',
        hidden: false,
      },
    ],
    hero: {
      eyebrow: {
        en: 'Law firm in Nicosia, Cyprus',
        el: 'Δικηγορικό γραφείο στη Λευκωσία, Κύπρος',
      },
      title: {
        en: 'We care',
        el: 'Νοιαζόμαστε',
      },
      lead: {
        en: 'Clear, personal legal advice for individuals, families and businesses in Cyprus. We listen first, explain your options in plain language and stay with you until the matter is resolved.',
        el: 'Σαφής και προσωπική νομική συμβουλή για ιδιώτες, οικογένειες και επιχειρήσεις στην Κύπρο. Σας ακούμε πρώτα, σας εξηγούμε τις επιλογές σας με απλά λόγια και είμαστε δίπλα σας μέχρι να επιλυθεί η υπόθεσή σας.',
      },
      contactButton: {
        en: 'Contact Us',
        el: 'Επικοινωνήστε μαζί μας',
      },
      servicesButton: {
        en: 'Our Services',
        el: 'Οι υπηρεσίες μας',
      },
    },
    about: {
      title: {
        en: 'About KC Law',
        el: 'Σχετικά με την KC Law',
      },
      intro: {
        en: 'KC Law is an independent practice in Nicosia. We advise on company matters, property, estates, medical law and data protection, and we keep our client list small enough that every matter gets a partner’s attention.',
        el: 'Η KC Law είναι ανεξάρτητο δικηγορικό γραφείο στη Λευκωσία. Παρέχουμε συμβουλές σε εταιρικά θέματα, ακίνητα, κληρονομιές, ιατρικό δίκαιο και προστασία προσωπικών δεδομένων, και διατηρούμε περιορισμένο αριθμό πελατών, ώστε κάθε υπόθεση να τυγχάνει της προσωπικής προσοχής εταίρου.',
      },
      highlights: [
        {
          id: 'experience',
          icon: 'award',
          title: {
            en: '10+ Years Experience',
            el: 'Πέραν των 10 ετών εμπειρία',
          },
          text: {
            en: 'More than a decade advising clients before Cypriot courts, registries and regulators.',
            el: 'Περισσότερο από μία δεκαετία συμβουλεύουμε πελάτες ενώπιον των κυπριακών δικαστηρίων, μητρώων και ρυθμιστικών αρχών.',
          },
        },
        {
          id: 'bar',
          icon: 'scale',
          title: {
            en: 'Cyprus Bar Certified',
            el: 'Μέλη του Παγκύπριου Δικηγορικού Συλλόγου',
          },
          text: {
            en: 'Admitted to the Cyprus Bar Association and bound by its code of conduct.',
            el: 'Εγγεγραμμένοι στον Παγκύπριο Δικηγορικό Σύλλογο και δεσμευόμαστε από τον Κώδικα Δεοντολογίας του.',
          },
        },
        {
          id: 'personal',
          icon: 'handshake',
          title: {
            en: 'Personalized Service',
            el: 'Προσωπική εξυπηρέτηση',
          },
          text: {
            en: 'One lawyer who knows your file, answers your calls and explains every step.',
            el: 'Ένας δικηγόρος που γνωρίζει τον φάκελό σας, απαντά στις κλήσεις σας και σας εξηγεί κάθε βήμα.',
          },
        },
      ],
      missionTitle: {
        en: 'Our Mission',
        el: 'Η αποστολή μας',
      },
      mission: {
        en: 'To make sound legal advice understandable and within reach: we tell clients where they stand, what it will cost and what we recommend, so they can decide with confidence.',
        el: 'Να κάνουμε την ορθή νομική συμβουλή κατανοητή και προσιτή: λέμε στους πελάτες μας πού βρίσκονται, πόσο θα κοστίσει και τι προτείνουμε, ώστε να αποφασίζουν με σιγουριά.',
      },
      valuesTitle: {
        en: 'Our Core Values',
        el: 'Οι αξίες μας',
      },
      values: [
        {
          id: 'integrity',
          title: {
            en: 'Integrity',
            el: 'Ακεραιότητα',
          },
          text: {
            en: 'Honest advice, even when it is not what a client hopes to hear.',
            el: 'Ειλικρινής συμβουλή, ακόμη κι όταν δεν είναι αυτό που ο πελάτης ελπίζει να ακούσει.',
          },
        },
        {
          id: 'confidentiality',
          title: {
            en: 'Confidentiality',
            el: 'Εμπιστευτικότητα',
          },
          text: {
            en: 'What you tell us stays with us, protected by professional privilege and careful practice.',
            el: 'Ό,τι μας εμπιστεύεστε μένει σε εμάς, προστατευμένο από το δικηγορικό απόρρητο και την προσεκτική πρακτική μας.',
          },
        },
        {
          id: 'clarity',
          title: {
            en: 'Clarity',
            el: 'Σαφήνεια',
          },
          text: {
            en: 'Plain language, written summaries and fees agreed in advance.',
            el: 'Απλή γλώσσα, γραπτές περιλήψεις και αμοιβές συμφωνημένες εκ των προτέρων.',
          },
        },
        {
          id: 'diligence',
          title: {
            en: 'Diligence',
            el: 'Επιμέλεια',
          },
          text: {
            en: 'Deadlines kept, documents checked twice and clients kept informed.',
            el: 'Τηρούμε τις προθεσμίες, ελέγχουμε κάθε έγγραφο δύο φορές και κρατάμε τους πελάτες μας ενήμερους.',
          },
        },
      ],
    },
    practiceAreas: {
      title: {
        en: 'Practice Areas',
        el: 'Τομείς δικαίου',
      },
      intro: {
        en: 'Focused expertise in the areas of Cypriot law where our clients most need support.',
        el: 'Εξειδικευμένη γνώση στους τομείς του κυπριακού δικαίου όπου οι πελάτες μας χρειάζονται περισσότερο στήριξη.',
      },
    },
    team: {
      title: {
        en: 'About the Practice',
        el: 'Σχετικά με το γραφείο',
      },
      intro: {
        en: 'A boutique practice led by its founding partner, supported by a small team of associates and paralegals.',
        el: 'Ένα εξειδικευμένο γραφείο υπό την καθοδήγηση του ιδρυτικού του εταίρου, με τη στήριξη μιας μικρής ομάδας συνεργατών δικηγόρων και νομικών βοηθών.',
      },
    },
    testimonials: {
      title: {
        en: 'Client Testimonials',
        el: 'Τι λένε οι πελάτες μας',
      },
      intro: {
        en: 'What clients say about working with us.',
        el: 'Οι εμπειρίες των πελατών από τη συνεργασία μαζί μας.',
      },
      items: [
        {
          id: 'andreas',
          name: {
            en: 'Andreas P.',
            el: 'Ανδρέας Π.',
          },
          location: {
            en: 'Limassol',
            el: 'Λεμεσός',
          },
          caseLabel: {
            en: 'Company formation',
            el: 'Σύσταση εταιρείας',
          },
          quote: {
            en: 'They set up our company and shareholder agreement in under three weeks and explained every clause. We still call them first.',
            el: 'Σύστησαν την εταιρεία μας και συνέταξαν τη συμφωνία μετόχων σε λιγότερο από τρεις εβδομάδες, εξηγώντας μας κάθε όρο. Εξακολουθούμε να απευθυνόμαστε πρώτα σε αυτούς.',
          },
          rating: 5,
        },
        {
          id: 'sarah',
          name: {
            en: 'Sarah M.',
            el: 'Sarah M.',
          },
          location: {
            en: 'London / Paphos',
            el: 'Λονδίνο / Πάφος',
          },
          caseLabel: {
            en: 'Property purchase',
            el: 'Αγορά ακινήτου',
          },
          quote: {
            en: 'Buying a home in Cyprus from abroad felt daunting. KC Law checked the title, dealt with the Land Registry and kept me informed at every step.',
            el: 'Η αγορά κατοικίας στην Κύπρο από το εξωτερικό έμοιαζε δύσκολη υπόθεση. Η KC Law έλεγξε τον τίτλο, χειρίστηκε τα θέματα με το Κτηματολόγιο και με ενημέρωνε σε κάθε βήμα.',
          },
          rating: 5,
        },
        {
          id: 'eleni',
          name: {
            en: 'Eleni K.',
            el: 'Ελένη Κ.',
          },
          location: {
            en: 'Nicosia',
            el: 'Λευκωσία',
          },
          caseLabel: {
            en: 'Estate planning',
            el: 'Διαθήκες και κληρονομιές',
          },
          quote: {
            en: 'Calm, patient and precise. Our wills and the arrangements for our children are finally in order.',
            el: 'Ήρεμοι, υπομονετικοί και ακριβείς. Οι διαθήκες μας και οι ρυθμίσεις για τα παιδιά μας είναι επιτέλους σε τάξη.',
          },
          rating: 5,
        },
        {
          id: 'michael',
          name: {
            en: 'Dr. Michael T.',
            el: 'Δρ Μιχάλης Τ.',
          },
          location: {
            en: 'Larnaca',
            el: 'Λάρνακα',
          },
          caseLabel: {
            en: 'Medical law',
            el: 'Ιατρικό δίκαιο',
          },
          quote: {
            en: 'When a complaint was filed against my clinic, they responded quickly and guided us through the regulator’s process with real expertise.',
            el: 'Όταν υποβλήθηκε παράπονο εναντίον της κλινικής μου, ανταποκρίθηκαν γρήγορα και μας καθοδήγησαν στη διαδικασία της ρυθμιστικής αρχής με πραγματική εξειδίκευση.',
          },
          rating: 5,
        },
        {
          id: 'nicos',
          name: {
            en: 'Nicos G.',
            el: 'Νίκος Γ.',
          },
          location: {
            en: 'Nicosia',
            el: 'Λευκωσία',
          },
          caseLabel: {
            en: 'GDPR compliance',
            el: 'Συμμόρφωση με τον GDPR',
          },
          quote: {
            en: 'Practical GDPR advice without the jargon. Our policies, contracts and staff training were ready before the audit.',
            el: 'Πρακτικές συμβουλές για τον GDPR χωρίς περιττή ορολογία. Οι πολιτικές, οι συμβάσεις και η εκπαίδευση του προσωπικού μας ήταν έτοιμες πριν από τον έλεγχο.',
          },
          rating: 5,
        },
        {
          id: 'irina',
          name: {
            en: 'Irina V.',
            el: 'Irina V.',
          },
          location: {
            en: 'Limassol',
            el: 'Λεμεσός',
          },
          caseLabel: {
            en: 'Commercial contracts',
            el: 'Εμπορικές συμβάσεις',
          },
          quote: {
            en: 'Fast answers, clear fees and contracts that protect us. Exactly what a growing business needs from its lawyers.',
            el: 'Γρήγορες απαντήσεις, ξεκάθαρες αμοιβές και συμβάσεις που μας προστατεύουν. Ακριβώς ό,τι χρειάζεται μια αναπτυσσόμενη επιχείρηση από τους δικηγόρους της.',
          },
          rating: 5,
        },
      ],
      figures: [
        {
          id: 'satisfaction',
          value: {
            en: '98%',
            el: '98%',
          },
          label: {
            en: 'Client satisfaction',
            el: 'Ικανοποίηση πελατών',
          },
        },
        {
          id: 'cases',
          value: {
            en: '500+',
            el: '500+',
          },
          label: {
            en: 'Cases handled',
            el: 'Υποθέσεις που χειριστήκαμε',
          },
        },
        {
          id: 'experience',
          value: {
            en: '25+',
            el: '25+',
          },
          label: {
            en: 'Years of combined experience',
            el: 'Χρόνια συνολικής εμπειρίας',
          },
        },
      ],
    },
    faq: {
      title: {
        en: 'Frequently Asked Questions',
        el: 'Συχνές ερωτήσεις',
      },
      intro: {
        en: 'Short answers to the questions we hear most. For advice on your own situation, contact us.',
        el: 'Σύντομες απαντήσεις στις ερωτήσεις που ακούμε συχνότερα. Για συμβουλή σχετικά με τη δική σας περίπτωση, επικοινωνήστε μαζί μας.',
      },
      categories: [
        {
          id: 'general',
          title: {
            en: 'General Legal Services',
            el: 'Γενικές νομικές υπηρεσίες',
          },
          items: [
            {
              id: 'consultation',
              question: {
                en: 'How do I book a first consultation?',
                el: 'Πώς μπορώ να κλείσω μια πρώτη συνάντηση;',
              },
              answer: {
                en: 'Use the contact form, call us, or book a paid consultation online. We reply to every request within 8 hours on working days.',
                el: 'Συμπληρώστε τη φόρμα επικοινωνίας, καλέστε μας ή κλείστε διαδικτυακά μια συμβουλευτική συνάντηση επί πληρωμή. Απαντούμε σε κάθε αίτημα εντός 8 ωρών τις εργάσιμες ημέρες.',
              },
            },
            {
              id: 'fees',
              question: {
                en: 'How are your fees set?',
                el: 'Πώς καθορίζονται οι αμοιβές σας;',
              },
              answer: {
                en: 'We agree the fee before any work starts: a fixed fee where the work is predictable, otherwise an hourly rate with an estimate. There are no hidden charges.',
                el: 'Συμφωνούμε την αμοιβή πριν ξεκινήσει οποιαδήποτε εργασία: σταθερή αμοιβή όταν η εργασία είναι προβλέψιμη, διαφορετικά ωριαία αμοιβή με εκτίμηση κόστους. Δεν υπάρχουν κρυφές χρεώσεις.',
              },
            },
            {
              id: 'languages',
              question: {
                en: 'Do you work in English?',
                el: 'Εργάζεστε και στα αγγλικά;',
              },
              answer: {
                en: 'Yes. We advise in Greek and English and prepare documents in either language, with certified translations when an authority requires them.',
                el: 'Ναι. Παρέχουμε συμβουλές στα ελληνικά και στα αγγλικά και ετοιμάζουμε έγγραφα σε οποιαδήποτε από τις δύο γλώσσες, με επικυρωμένες μεταφράσεις όταν τις απαιτεί κάποια αρχή.',
              },
            },
          ],
        },
        {
          id: 'corporate',
          title: {
            en: 'Corporate Law',
            el: 'Εταιρικό Δίκαιο',
          },
          items: [
            {
              id: 'registration',
              question: {
                en: 'How long does it take to register a company in Cyprus?',
                el: 'Πόσο χρόνο χρειάζεται η εγγραφή εταιρείας στην Κύπρο;',
              },
              answer: {
                en: 'Usually one to two weeks once the name is approved and the documents are signed. We prepare the memorandum and articles and file everything with the Registrar of Companies.',
                el: 'Συνήθως μία έως δύο εβδομάδες από την έγκριση του ονόματος και την υπογραφή των εγγράφων. Ετοιμάζουμε το ιδρυτικό έγγραφο και το καταστατικό και καταχωρίζουμε όλα τα έγγραφα στον Έφορο Εταιρειών.',
              },
            },
            {
              id: 'shareholders',
              question: {
                en: 'Do I need a shareholder agreement?',
                el: 'Χρειάζομαι συμφωνία μετόχων;',
              },
              answer: {
                en: 'Whenever a company has more than one owner we recommend one. It settles decision-making, share transfers and what happens if a shareholder leaves, before a dispute arises.',
                el: 'Τη συστήνουμε σε κάθε εταιρεία με περισσότερους από έναν ιδιοκτήτες. Ρυθμίζει τη λήψη αποφάσεων, τις μεταβιβάσεις μετοχών και το τι γίνεται αν αποχωρήσει κάποιος μέτοχος, πριν προκύψει διαφορά.',
              },
            },
          ],
        },
        {
          id: 'realEstate',
          title: {
            en: 'Real Estate Law',
            el: 'Δίκαιο Ακινήτων',
          },
          items: [
            {
              id: 'duration',
              question: {
                en: 'How long does a property transaction take?',
                el: 'Πόσο διαρκεί μια συναλλαγή ακινήτου;',
              },
              answer: {
                en: 'A typical property transaction takes 4-8 weeks from the signed sale agreement to completion, depending on title checks, financing and Land Registry workload.',
                el: 'Μια συνηθισμένη συναλλαγή ακινήτου διαρκεί 4-8 εβδομάδες από την υπογραφή του πωλητηρίου εγγράφου μέχρι την ολοκλήρωση, ανάλογα με τους ελέγχους τίτλου, τη χρηματοδότηση και τον φόρτο εργασίας του Κτηματολογίου.',
              },
            },
            {
              id: 'checks',
              question: {
                en: 'What checks do you make before I buy?',
                el: 'Ποιους ελέγχους κάνετε πριν από την αγορά;',
              },
              answer: {
                en: 'We search the title deed and any encumbrances or mortgages at the Land Registry, check planning and building permits, and review the sale contract before you sign.',
                el: 'Ερευνούμε τον τίτλο ιδιοκτησίας και τυχόν βάρη ή υποθήκες στο Κτηματολόγιο, ελέγχουμε τις πολεοδομικές άδειες και τις άδειες οικοδομής και εξετάζουμε το πωλητήριο έγγραφο πριν το υπογράψετε.',
              },
            },
          ],
        },
        {
          id: 'dataProtection',
          title: {
            en: 'Data Protection & GDPR',
            el: 'Προστασία Δεδομένων και GDPR',
          },
          items: [
            {
              id: 'fines',
              question: {
                en: 'What are the fines for breaching the GDPR?',
                el: 'Ποια πρόστιμα προβλέπονται για παραβίαση του GDPR;',
              },
              answer: {
                en: 'For the most serious breaches, fines can reach up to 4% of a company’s worldwide annual turnover or €20 million, whichever is higher. The Cyprus Commissioner for Personal Data Protection enforces the rules.',
                el: 'Για τις σοβαρότερες παραβιάσεις, τα πρόστιμα μπορούν να φτάσουν έως το 4% του παγκόσμιου ετήσιου κύκλου εργασιών μιας εταιρείας ή τα 20 εκατομμύρια ευρώ, όποιο είναι μεγαλύτερο. Την εφαρμογή των κανόνων επιβλέπει ο Επίτροπος Προστασίας Δεδομένων Προσωπικού Χαρακτήρα.',
              },
            },
            {
              id: 'dpo',
              question: {
                en: 'Does my small business need a Data Protection Officer?',
                el: 'Χρειάζεται η μικρή μου επιχείρηση Υπεύθυνο Προστασίας Δεδομένων;',
              },
              answer: {
                en: 'Only in some cases, for example when you process sensitive data on a large scale. We assess your activities and tell you what the law requires, and nothing more.',
                el: 'Μόνο σε ορισμένες περιπτώσεις, για παράδειγμα όταν επεξεργάζεστε ευαίσθητα δεδομένα σε μεγάλη κλίμακα. Αξιολογούμε τις δραστηριότητές σας και σας λέμε τι απαιτεί ο νόμος, τίποτα περισσότερο.',
              },
            },
          ],
        },
      ],
    },
    pricing: {
      title: {
        en: 'Consultation Pricing',
        el: 'Αμοιβές Συμβουλευτικών Συναντήσεων',
      },
      intro: {
        en: 'Clear, fixed prices for a first conversation. Book a time and pay securely online.',
        el: 'Σαφείς, σταθερές τιμές για μια πρώτη συνάντηση. Επιλέξτε ώρα και πληρώστε με ασφάλεια διαδικτυακά.',
      },
      mostPopular: {
        en: 'Most Popular',
        el: 'Η πιο δημοφιλής',
      },
      hourlyRatesTitle: {
        en: 'Hourly Rates',
        el: 'Ωριαίες Αμοιβές',
      },
      hourlyRatesIntro: {
        en: 'For ongoing work, by practice area.',
        el: 'Για συνεχιζόμενες εργασίες, ανά τομέα δικαίου.',
      },
      guaranteesTitle: {
        en: 'Payment Options & Guarantees',
        el: 'Τρόποι Πληρωμής & Εγγυήσεις',
      },
      guarantees: [
        {
          id: 'flexiblePayment',
          icon: 'credit-card',
          title: {
            en: 'Flexible payment plans',
            el: 'Ευέλικτοι τρόποι πληρωμής',
          },
          text: {
            en: 'Spread the cost of larger matters over agreed instalments.',
            el: 'Κατανείμετε το κόστος μεγαλύτερων υποθέσεων σε συμφωνημένες δόσεις.',
          },
        },
        {
          id: 'noHiddenFees',
          icon: 'receipt',
          title: {
            en: 'No hidden fees',
            el: 'Χωρίς κρυφές χρεώσεις',
          },
          text: {
            en: 'You agree every fee in writing before work begins.',
            el: 'Κάθε αμοιβή συμφωνείται γραπτώς πριν από την έναρξη των εργασιών.',
          },
        },
        {
          id: 'satisfaction',
          icon: 'shield-check',
          title: {
            en: 'Satisfaction guarantee',
            el: 'Εγγύηση ικανοποίησης',
          },
          text: {
            en: 'If a consultation falls short, tell us and we will put it right.',
            el: 'Αν μια συνάντηση δεν ανταποκριθεί στις προσδοκίες σας, ενημερώστε μας και θα το διορθώσουμε.',
          },
        },
      ],
      customQuoteButton: {
        en: 'Get Custom Quote',
        el: 'Ζητήστε Εξατομικευμένη Προσφορά',
      },
    },
    news: {
      title: {
        en: 'Latest News',
        el: 'Τελευταία νέα',
      },
      intro: {
        en: '',
        el: '',
      },
    },
    contact: {
      title: {
        en: 'Contact Us',
        el: 'Επικοινωνήστε μαζί μας',
      },
      intro: {
        en: 'Request an introductory call or a meeting. Tell us briefly what it is about; everything you write is confidential.',
        el: 'Ζητήστε μια εισαγωγική τηλεφωνική επικοινωνία ή μια συνάντηση. Περιγράψτε μας συνοπτικά το θέμα σας· ό,τι μας γράφετε παραμένει εμπιστευτικό.',
      },
      replyPromise: {
        en: 'We reply within 8 hours.',
        el: 'Απαντούμε εντός 8 ωρών.',
      },
      emergencyLabel: {
        en: 'Phone available 24/7 for emergencies',
        el: 'Τηλεφωνική εξυπηρέτηση 24/7 για επείγοντα',
      },
    },
  },
  practiceAreas: [
    {
      id: 'corporate-law',
      slug: 'corporate-law',
      previousSlugs: [],
      hidden: false,
      icon: 'building',
      title: {
        en: 'Corporate Law',
        el: 'Εταιρικό Δίκαιο',
      },
      summary: {
        en: 'Company formation, governance, contracts and transactions for businesses of every size.',
        el: 'Σύσταση εταιρειών, εταιρική διακυβέρνηση, συμβάσεις και συναλλαγές για επιχειρήσεις κάθε μεγέθους.',
      },
      content: {
        en: 'We help founders, owners and boards set up, run and grow companies in Cyprus, with documents that hold up when they are needed.',
        el: 'Βοηθούμε ιδρυτές, ιδιοκτήτες και διοικητικά συμβούλια να συστήσουν, να λειτουργήσουν και να αναπτύξουν εταιρείες στην Κύπρο, με έγγραφα που αντέχουν όταν τα χρειαστείτε.',
      },
      services: [
        {
          en: 'Company formation and registration',
          el: 'Σύσταση και εγγραφή εταιρειών',
        },
        {
          en: 'Shareholder and partnership agreements',
          el: 'Συμφωνίες μετόχων και συνεταίρων',
        },
        {
          en: 'Commercial contracts and terms of business',
          el: 'Εμπορικές συμβάσεις και γενικοί όροι συναλλαγών',
        },
        {
          en: 'Mergers, acquisitions and share transfers',
          el: 'Συγχωνεύσεις, εξαγορές και μεταβιβάσεις μετοχών',
        },
        {
          en: 'Corporate governance and compliance',
          el: 'Εταιρική διακυβέρνηση και κανονιστική συμμόρφωση',
        },
        {
          en: 'Restructuring and company dissolution',
          el: 'Αναδιάρθρωση και διάλυση εταιρειών',
        },
      ],
      whyChooseUs: [
        {
          en: 'Practical advice that fits the size of your business',
          el: 'Πρακτικές συμβουλές στα μέτρα της επιχείρησής σας',
        },
        {
          en: 'Fixed fees for company formation and routine filings',
          el: 'Σταθερές αμοιβές για τη σύσταση εταιρείας και τις τακτικές καταχωρίσεις',
        },
        {
          en: 'Direct access to the partner handling your matter',
          el: 'Άμεση επικοινωνία με τον εταίρο που χειρίζεται την υπόθεσή σας',
        },
        {
          en: 'Experience with international clients and cross-border structures',
          el: 'Εμπειρία με διεθνείς πελάτες και διασυνοριακές δομές',
        },
      ],
      hourlyRate: {
        minCents: 35000,
        maxCents: 50000,
        currency: 'EUR',
      },
    },
    {
      id: 'real-estate-law',
      slug: 'real-estate-law',
      previousSlugs: [],
      hidden: false,
      icon: 'home',
      title: {
        en: 'Real Estate Law',
        el: 'Δίκαιο Ακινήτων',
      },
      summary: {
        en: 'Safe property purchases, sales and leases, with thorough title and permit checks.',
        el: 'Ασφαλείς αγορές, πωλήσεις και μισθώσεις ακινήτων, με ενδελεχή έλεγχο τίτλων και αδειών.',
      },
      content: {
        en: 'Whether you are buying a first home, selling an inherited plot or leasing commercial space, we make sure the property and the contract are what they appear to be.',
        el: 'Είτε αγοράζετε την πρώτη σας κατοικία, είτε πωλείτε ένα οικόπεδο που κληρονομήσατε, είτε μισθώνετε επαγγελματικό χώρο, διασφαλίζουμε ότι το ακίνητο και η σύμβαση είναι αυτό που φαίνονται.',
      },
      services: [
        {
          en: 'Title deed and encumbrance searches',
          el: 'Έρευνες τίτλων ιδιοκτησίας και βαρών',
        },
        {
          en: 'Sale and purchase agreements',
          el: 'Πωλητήρια έγγραφα και συμβάσεις αγοράς',
        },
        {
          en: 'Land Registry filings and transfers',
          el: 'Καταθέσεις και μεταβιβάσεις στο Κτηματολόγιο',
        },
        {
          en: 'Commercial and residential leases',
          el: 'Εμπορικές και οικιστικές μισθώσεις',
        },
        {
          en: 'Planning and building permit checks',
          el: 'Έλεγχος πολεοδομικών αδειών και αδειών οικοδομής',
        },
        {
          en: 'Property disputes and specific performance claims',
          el: 'Διαφορές ακινήτων και αγωγές για ειδική εκτέλεση',
        },
      ],
      whyChooseUs: [
        {
          en: 'Every title checked at the Land Registry before you sign',
          el: 'Κάθε τίτλος ελέγχεται στο Κτηματολόγιο πριν υπογράψετε',
        },
        {
          en: 'Clear timelines: most transactions complete in 4-8 weeks',
          el: 'Σαφή χρονοδιαγράμματα: οι περισσότερες συναλλαγές ολοκληρώνονται σε 4-8 εβδομάδες',
        },
        {
          en: 'Support for buyers living abroad, by power of attorney',
          el: 'Στήριξη σε αγοραστές που ζουν στο εξωτερικό, με πληρεξούσιο',
        },
        {
          en: 'Transparent fees agreed at the start',
          el: 'Διαφανείς αμοιβές, συμφωνημένες από την αρχή',
        },
      ],
      hourlyRate: {
        minCents: 30000,
        maxCents: 45000,
        currency: 'EUR',
      },
    },
    {
      id: 'estate-planning',
      slug: 'estate-planning',
      previousSlugs: [],
      hidden: false,
      icon: 'scroll',
      title: {
        en: 'Estate Planning',
        el: 'Διαθήκες και Κληρονομιές',
      },
      summary: {
        en: 'Wills, succession and estate administration that protect the people you care about.',
        el: 'Διαθήκες, διαδοχή και διαχείριση περιουσίας που προστατεύουν τους ανθρώπους σας.',
      },
      content: {
        en: 'Good planning spares your family uncertainty and cost. We prepare wills and succession arrangements that reflect your wishes and Cypriot law.',
        el: 'Ο καλός σχεδιασμός γλιτώνει την οικογένειά σας από αβεβαιότητα και κόστος. Συντάσσουμε διαθήκες και ρυθμίσεις διαδοχής που αποτυπώνουν τις επιθυμίες σας και συνάδουν με το κυπριακό δίκαιο.',
      },
      services: [
        {
          en: 'Drafting and updating wills',
          el: 'Σύνταξη και επικαιροποίηση διαθηκών',
        },
        {
          en: 'Succession planning for families and business owners',
          el: 'Σχεδιασμός διαδοχής για οικογένειες και επιχειρηματίες',
        },
        {
          en: 'Estate administration and probate',
          el: 'Διαχείριση περιουσίας αποβιώσαντος και έκδοση παραχωρητηρίου διαχείρισης',
        },
        {
          en: 'Powers of attorney',
          el: 'Πληρεξούσια',
        },
        {
          en: 'Trusts and asset protection',
          el: 'Καταπιστεύματα και προστασία περιουσίας',
        },
        {
          en: 'Cross-border inheritance matters',
          el: 'Διασυνοριακά κληρονομικά ζητήματα',
        },
      ],
      whyChooseUs: [
        {
          en: 'Patient, discreet advice at a sensitive time',
          el: 'Υπομονετική και διακριτική συμβουλή σε μια ευαίσθητη περίοδο',
        },
        {
          en: 'Plain-language explanations of every document',
          el: 'Εξήγηση κάθε εγγράφου με απλά λόγια',
        },
        {
          en: 'Experience with estates that include assets abroad',
          el: 'Εμπειρία σε περιουσίες που περιλαμβάνουν στοιχεία στο εξωτερικό',
        },
        {
          en: 'Coordination with accountants and notaries',
          el: 'Συντονισμός με λογιστές και συμβολαιογράφους',
        },
      ],
      hourlyRate: {
        minCents: 25000,
        maxCents: 40000,
        currency: 'EUR',
      },
    },
    {
      id: 'medical-law',
      slug: 'medical-law',
      previousSlugs: [],
      hidden: false,
      icon: 'stethoscope',
      title: {
        en: 'Medical Law',
        el: 'Ιατρικό Δίκαιο',
      },
      summary: {
        en: 'Advice for patients and healthcare professionals on liability, consent and regulation.',
        el: 'Συμβουλές για ασθενείς και επαγγελματίες υγείας σε θέματα ευθύνης, συναίνεσης και ρύθμισης.',
      },
      content: {
        en: 'Medical matters need legal precision and human understanding. We act for patients, doctors and clinics in claims, complaints and regulatory questions.',
        el: 'Τα ιατρικά ζητήματα απαιτούν νομική ακρίβεια και ανθρώπινη κατανόηση. Εκπροσωπούμε ασθενείς, ιατρούς και κλινικές σε αξιώσεις, παράπονα και ρυθμιστικά θέματα.',
      },
      services: [
        {
          en: 'Medical negligence claims',
          el: 'Αξιώσεις για ιατρική αμέλεια',
        },
        {
          en: 'Defence of healthcare professionals',
          el: 'Υπεράσπιση επαγγελματιών υγείας',
        },
        {
          en: 'Patient consent and records',
          el: 'Συναίνεση και ιατρικοί φάκελοι ασθενών',
        },
        {
          en: 'Regulatory and licensing matters for clinics',
          el: 'Ρυθμιστικά θέματα και αδειοδότηση κλινικών',
        },
        {
          en: 'Health data and confidentiality',
          el: 'Δεδομένα υγείας και ιατρικό απόρρητο',
        },
        {
          en: 'Representation before the Cyprus Medical Council',
          el: 'Εκπροσώπηση ενώπιον του Παγκύπριου Ιατρικού Συμβουλίου',
        },
      ],
      whyChooseUs: [
        {
          en: 'Understanding of clinical practice and its regulation',
          el: 'Γνώση της κλινικής πρακτικής και του ρυθμιστικού της πλαισίου',
        },
        {
          en: 'Careful handling of sensitive health information',
          el: 'Προσεκτικός χειρισμός ευαίσθητων πληροφοριών υγείας',
        },
        {
          en: 'Access to independent medical experts',
          el: 'Πρόσβαση σε ανεξάρτητους ιατρικούς εμπειρογνώμονες',
        },
        {
          en: 'Honest assessment of the prospects of every claim',
          el: 'Ειλικρινής αξιολόγηση των προοπτικών κάθε αξίωσης',
        },
      ],
      hourlyRate: {
        minCents: 40000,
        maxCents: 55000,
        currency: 'EUR',
      },
    },
    {
      id: 'data-protection',
      slug: 'data-protection',
      previousSlugs: [],
      hidden: false,
      icon: 'shield',
      title: {
        en: 'Data Protection',
        el: 'Προστασία Προσωπικών Δεδομένων',
      },
      summary: {
        en: 'GDPR compliance, data protection audits and breach response for organisations.',
        el: 'Συμμόρφωση με τον GDPR, έλεγχοι προστασίας δεδομένων και αντιμετώπιση παραβιάσεων για οργανισμούς.',
      },
      content: {
        en: 'Personal data is a responsibility and a risk. We help organisations comply with the GDPR and Cypriot law, and respond calmly when something goes wrong.',
        el: 'Τα προσωπικά δεδομένα είναι ευθύνη και κίνδυνος. Βοηθούμε οργανισμούς να συμμορφώνονται με τον GDPR και το κυπριακό δίκαιο και να αντιδρούν με ψυχραιμία όταν κάτι πάει στραβά.',
      },
      services: [
        {
          en: 'GDPR compliance audits and gap analysis',
          el: 'Έλεγχοι συμμόρφωσης με τον GDPR και ανάλυση κενών',
        },
        {
          en: 'Privacy notices, policies and records of processing',
          el: 'Ενημερώσεις απορρήτου, πολιτικές και αρχεία δραστηριοτήτων επεξεργασίας',
        },
        {
          en: 'Data processing and transfer agreements',
          el: 'Συμβάσεις επεξεργασίας και διαβίβασης δεδομένων',
        },
        {
          en: 'Data protection impact assessments',
          el: 'Εκτιμήσεις αντικτύπου σχετικά με την προστασία δεδομένων',
        },
        {
          en: 'Data breach response and notification',
          el: 'Αντιμετώπιση και γνωστοποίηση παραβιάσεων δεδομένων',
        },
        {
          en: 'Outsourced Data Protection Officer services',
          el: 'Υπηρεσίες εξωτερικού Υπευθύνου Προστασίας Δεδομένων',
        },
      ],
      whyChooseUs: [
        {
          en: 'Led by a certified Data Protection Officer',
          el: 'Υπό την καθοδήγηση πιστοποιημένου Υπευθύνου Προστασίας Δεδομένων',
        },
        {
          en: 'Proportionate advice for small and medium businesses',
          el: 'Αναλογικές συμβουλές για μικρές και μεσαίες επιχειρήσεις',
        },
        {
          en: 'Experience with the Cyprus Commissioner for Personal Data Protection',
          el: 'Εμπειρία με το Γραφείο του Επιτρόπου Προστασίας Δεδομένων Προσωπικού Χαρακτήρα',
        },
        {
          en: 'Staff training that people actually remember',
          el: 'Εκπαίδευση προσωπικού που πραγματικά μένει στη μνήμη',
        },
      ],
      hourlyRate: {
        minCents: 30000,
        maxCents: 45000,
        currency: 'EUR',
      },
    },
  ],
  practiceAreaPage: {
    ctaTitle: {
      en: 'Discuss your matter with us',
      el: 'Συζητήστε μαζί μας την υπόθεσή σας',
    },
    ctaText: {
      en: 'Book a consultation and get a clear view of your options and the likely costs.',
      el: 'Κλείστε μια συμβουλευτική συνάντηση και αποκτήστε σαφή εικόνα των επιλογών σας και του πιθανού κόστους.',
    },
  },
  consultationTypes: [
    {
      id: 'initial',
      name: {
        en: 'Initial Consultation',
        el: 'Αρχική Συμβουλευτική Συνάντηση',
      },
      description: {
        en: 'Reduced rate for a first conversation about your matter.',
        el: 'Μειωμένη αμοιβή για μια πρώτη συζήτηση σχετικά με την υπόθεσή σας.',
      },
      durationMinutes: 30,
      priceCents: 15000,
      currency: 'EUR',
      features: [
        {
          en: '30-minute consultation',
          el: 'Συνάντηση διάρκειας 30 λεπτών',
        },
        {
          en: 'Case assessment',
          el: 'Αξιολόγηση της υπόθεσης',
        },
        {
          en: 'Legal options overview',
          el: 'Επισκόπηση των νομικών επιλογών σας',
        },
      ],
      popular: false,
      buttonText: {
        en: 'Book Initial Consultation',
        el: 'Κλείστε Αρχική Συνάντηση',
      },
      active: true,
    },
    {
      id: 'extended',
      name: {
        en: 'Extended Consultation',
        el: 'Εκτενής Συμβουλευτική Συνάντηση',
      },
      description: {
        en: 'Time to go through documents and plan next steps in detail.',
        el: 'Χρόνος για να εξετάσουμε τα έγγραφά σας και να σχεδιάσουμε λεπτομερώς τα επόμενα βήματα.',
      },
      durationMinutes: 60,
      priceCents: 30000,
      currency: 'EUR',
      features: [
        {
          en: '60-minute consultation',
          el: 'Συνάντηση διάρκειας 60 λεπτών',
        },
        {
          en: 'Document review',
          el: 'Έλεγχος εγγράφων',
        },
        {
          en: 'Detailed strategy',
          el: 'Λεπτομερής στρατηγική',
        },
        {
          en: 'Written summary',
          el: 'Γραπτή σύνοψη',
        },
      ],
      popular: true,
      buttonText: {
        en: 'Book Extended Consultation',
        el: 'Κλείστε Εκτενή Συνάντηση',
      },
      active: true,
    },
    {
      id: 'emergency',
      name: {
        en: 'Emergency Consultation',
        el: 'Επείγουσα Συμβουλευτική Συνάντηση',
      },
      description: {
        en: 'Urgent advice when a matter cannot wait.',
        el: 'Άμεση νομική συμβουλή όταν μια υπόθεση δεν μπορεί να περιμένει.',
      },
      durationMinutes: 45,
      priceCents: 40000,
      currency: 'EUR',
      features: [
        {
          en: '45-minute consultation',
          el: 'Συνάντηση διάρκειας 45 λεπτών',
        },
        {
          en: 'Same-day availability',
          el: 'Διαθεσιμότητα την ίδια ημέρα',
        },
        {
          en: 'Immediate action plan',
          el: 'Άμεσο σχέδιο δράσης',
        },
      ],
      popular: false,
      buttonText: {
        en: 'Book Emergency Consultation',
        el: 'Κλείστε Επείγουσα Συνάντηση',
      },
      active: true,
    },
  ],
  seo: {
    homeTitle: {
      en: 'KC Law | Lawyers in Nicosia, Cyprus',
      el: 'KC Law | Δικηγόροι στη Λευκωσία, Κύπρος',
    },
    homeDescription: {
      en: 'KC Law advises businesses and families in Cyprus on corporate, real estate, estate planning, medical and data protection law.',
      el: 'Το KC Law συμβουλεύει επιχειρήσεις και οικογένειες στην Κύπρο σε θέματα εταιρικού δικαίου, ακινήτων, κληρονομικού σχεδιασμού, ιατρικού δικαίου και προστασίας δεδομένων.',
    },
  },
};
