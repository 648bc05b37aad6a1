// libqrencode, for the QR code of a table's join link that memorize-table draws in the terminal.
#ifndef MEMORIZE_CQRENCODE_SHIM_H
#define MEMORIZE_CQRENCODE_SHIM_H

#include <qrencode.h>

#endif
