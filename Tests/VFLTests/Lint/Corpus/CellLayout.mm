// Objective-C++: templates, raw strings and char literals around a message send.
#import <UIKit/UIKit.h>
#include <string>

template <typename T> static T identity(T value) { return value; }

@implementation CellLayout
- (void)layoutIcon:(UIView *)icon title:(UILabel *)title
{
    std::string raw = R"json({"format": "H:|[", "quote": "\""})json";
    char apostrophe = '\'';
    NSDictionary<NSString *, id> *views = @{ @"icon" : icon, @"title" : title };
    NSArray *constraints = [NSLayoutConstraint
        constraintsWithVisualFormat:@"H:|-(8)-[icon(==24)]-(8)-[title]-(>=8)-|"
                            options:NSLayoutFormatAlignAllCenterY
                            metrics:nil
                              views:views];
    [self addConstraints:constraints];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(8)-[icon]-(8)-|" @"extra"
                                                                  options:0 metrics:nil views:views]];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-gap-[title]|"
                                                                  options:0 metrics:nil views:views]];
    (void)raw; (void)apostrophe; identity(0);
}
@end
